/**
 * The attribute of #root in a page the build prerendered (web/prerender.ts), naming whom its markup was drawn for
 * (a PrerenderedVisitor of lib/session.tsx); main.tsx hydrates such a page. docs/decisions/0013-hydrated-prerendering.md
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
