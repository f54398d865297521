import { createElement, lazy, useState, type ComponentType } from 'react';

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props & object : never;

/**
 * The component a module exports as `name`, lazy, with its code asked for by a browser now, beside the screen's first
 * draw, instead of when it is first drawn. Once the code is in, it draws without suspending: a lazy component suspends
 * on its first draw even then, and React holds a revealed Suspense boundary back a few hundred ms. A failure to load
 * it is told by the route's error screen once it is drawn; until then it is no news. The build's prerender (no
 * `window`) loads it only if it draws it, so a part it never draws (the live order, which needs a student) keeps its
 * code out of the build.
 */
export function lazyNow<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  type Props = PropsOf<Module[Name]>;
  const pick = (module: Module) => module[name] as ComponentType<Props>;
  let code: Promise<Module> | undefined;
  const loadOnce = () => (code ??= load());
  let loaded: ComponentType<Props> | undefined;
  if (typeof window !== 'undefined') {
    loadOnce().then(
      (module) => {
        loaded = pick(module);
      },
      () => undefined,
    );
  }
  const Lazy = lazy(async () => ({ default: pick(await loadOnce()) }));
  return function DrawnNow(props: Props) {
    // Chosen once per mount: switching from the lazy one to the loaded one later would remount it and lose its state.
    const [Loaded] = useState(() => loaded);
    return createElement(Loaded ?? Lazy, props);
  };
}
