import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props & object : never;

/** A lazy component whose code can be asked for before its first draw. */
export type Preloadable<Props> = ComponentType<Props> & { preload: () => void };

/**
 * The component a module exports as `name`, lazy, its code asked for by `preload()` or its first draw. Once the code
 * is in, it draws without suspending: a lazy component suspends on its first draw even then, and React holds a
 * revealed Suspense boundary back a few hundred ms. A failure to load it is told by the route's error screen once it
 * is drawn; until then it is no news.
 */
export function lazyOnDemand<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): Preloadable<PropsOf<Module[Name]>> {
  type Props = PropsOf<Module[Name]>;
  const pick = (module: Module) => module[name] as ComponentType<Props>;
  let code: Promise<Module> | undefined;
  const loadOnce = () => (code ??= load());
  let loaded: ComponentType<Props> | undefined;
  const preload = () => {
    loadOnce().then(
      (module) => {
        loaded = pick(module);
      },
      () => undefined,
    );
  };
  const Lazy = lazy(async () => ({ default: pick(await loadOnce()) }));
  function DrawnNow(props: Props) {
    // Chosen once per mount: switching from the lazy one to the loaded one later would remount it and lose its state.
    const [Loaded] = useState(() => loaded);
    return createElement(Loaded ?? Lazy, props);
  }
  return Object.assign(DrawnNow, { preload });
}

/**
 * `lazyOnDemand` with its code asked for by a browser now, beside the screen's first draw: for a part that draws the
 * screen's first data. The build's prerender (no `window`) loads it only if it draws it, so a part it never draws (the
 * live order, which needs a student) keeps its code out of the build.
 */
export function lazyNow<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  const component = lazyOnDemand(load, name);
  if (typeof window !== 'undefined') component.preload();
  return component;
}

/**
 * Asks for the code of parts a screen may open next (a dialog, a form, a live follower) once `drawn` (what offers them
 * is on the screen) and painted: asked for sooner, on a slow connection it would share the line with the screen's data.
 */
export function usePreloadAfterPaint(drawn: boolean, ...parts: { preload: () => void }[]): void {
  useEffect(() => {
    if (drawn) parts.forEach((part) => part.preload());
    // The parts are module constants: `drawn` is all that changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn]);
}
