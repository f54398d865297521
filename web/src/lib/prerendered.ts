/**
 * The attribute of #root in a page the build prerendered (web/prerender.ts), naming whom its markup was drawn for
 * (a PrerenderedVisitor of lib/session.tsx); main.tsx hydrates such a page. docs/decisions/0013-hydrated-prerendering.md
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

let firstRenderCommitted = false;

/** AppProviders, once the app's first render is on screen. */
export function markFirstRenderCommitted(): void {
  firstRenderCommitted = true;
}

/** False during the first render, which for a prerendered page must draw what the build drew, whatever the browser kept. */
export const pastFirstRender = (): boolean => firstRenderCommitted;
