import type { Rollup } from 'vite';

// What the build plugins that write pages beside index.html (prerender.ts, routePages.ts) read of the bundle.

/** The built index.html's entry script, alone on its line: its indentation, then its URL. */
export const APP_SCRIPT_TAG = /^(\s*)<script type="module" crossorigin src="([^"]+)"><\/script>\n/m;

/** The built index.html, which every other page is made from; `plugin` names the asker in the error. */
export function indexTemplate(bundle: Rollup.OutputBundle, plugin: string): string {
  const index = bundle['index.html'];
  if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error(`${plugin}: the build wrote no index.html`);
  return index.source;
}

export const chunksOf = (bundle: Rollup.OutputBundle): Rollup.OutputChunk[] =>
  Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');

/** The chunk a screen's module (`src/…/Screen.tsx`) became. */
export function screenChunk(bundle: Rollup.OutputBundle, module: string, plugin: string): Rollup.OutputChunk {
  const chunk = chunksOf(bundle).find((candidate) => candidate.facadeModuleId?.endsWith(module));
  if (!chunk) throw new Error(`${plugin}: no chunk for ${module}`);
  return chunk;
}

/** A chunk and its static imports, depth first, as the files a page asks for. */
export function staticImports(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') staticImports(bundle, next, into);
  }
  return into;
}
