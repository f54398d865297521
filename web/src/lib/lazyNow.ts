import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A lazy component whose code is asked for now, beside the screen's first draw, instead of when it is first drawn.
 * Once the code is in, it draws without suspending: a lazy component suspends on its first draw even then, and React
 * holds a revealed Suspense boundary back a few hundred ms. A failure to load it is told by the route's error screen
 * once it is drawn; until then it is no news.
 */
export function lazyNow<Module, Props extends object>(code: Promise<Module>, pick: (module: Module) => ComponentType<Props>) {
  let loaded: ComponentType<Props> | undefined;
  code.then(
    (module) => {
      loaded = pick(module);
    },
    () => undefined,
  );
  const Lazy = lazy(async () => ({ default: pick(await code) }));
  return function DrawnNow(props: Props) {
    // Chosen once per mount: switching from the lazy one to the loaded one later would remount it and lose its state.
    const [Loaded] = useState(() => loaded);
    return createElement(Loaded ?? Lazy, props);
  };
}
