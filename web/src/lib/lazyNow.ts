import { lazy, type ComponentType } from 'react';

/**
 * A lazy component whose code is asked for now, beside the screen's first draw, instead of when it is first drawn.
 * A failure to load it is told by the route's error screen once it is drawn; until then it is no news.
 */
export function lazyNow<Module, Props extends object>(code: Promise<Module>, pick: (module: Module) => ComponentType<Props>) {
  code.catch(() => undefined);
  return lazy(async () => ({ default: pick(await code) }));
}
