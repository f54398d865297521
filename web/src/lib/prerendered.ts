/** Set on #root of a page the build prerendered (docs/decisions/0013-hydrated-prerendering.md). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

let firstRenderCommitted = false;

export function markFirstRenderCommitted(): void {
  firstRenderCommitted = true;
}

/** False during the first render, which for a prerendered page must draw what the build drew, whatever the browser kept. */
export const pastFirstRender = (): boolean => firstRenderCommitted;
