import { createServer, isRunnableDevEnvironment, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { matchPath } from 'react-router-dom';
import type { PageRewrite } from './serviceWorker/cacheRules';
import { PRERENDERED_ATTRIBUTE } from './src/lib/prerendered';
import { SCREEN_NAMES, SCREENS } from './src/lib/routes';
import type * as Prerender from './src/app/prerender';

const ROOT = '<div id="root"></div>';

/** A chunk and its static imports, depth first: the files the browser fetches for it. */
function staticImports(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') staticImports(bundle, next, into);
  }
  return into;
}

/** Writes each page firebase.json's rewrites serve, prerendered and preloading its screen's code (docs/decisions/0013-hydrated-prerendering.md). */
export function prerenderPages(rewrites: readonly PageRewrite[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'campuseats:prerender-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string' || !index.source.includes(ROOT)) {
        throw new Error(`prerender: the build wrote no index.html with ${ROOT}`);
      }
      const template = index.source;
      // The chunks index.html loads, with what they import: the shell every page runs first.
      const shell = new Set<string>();
      for (const [, file = ''] of template.matchAll(/<script type="module" crossorigin src="\/([^"]+)">/g)) {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk') throw new Error(`prerender: index.html loads ${file}, which is no chunk of the build`);
        staticImports(bundle, chunk, shell);
      }
      if (shell.size === 0) throw new Error('prerender: index.html loads no module');
      const pages = rewrites.filter((rewrite) => rewrite.destination !== '/index.html');
      // A dev server that renders in Node, without watching or optimizing anything: it lives for these renders only.
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const ssr = server.environments.ssr;
        if (!isRunnableDevEnvironment(ssr)) throw new Error('prerender: Vite has no runnable SSR environment');
        const { prerenderRoute } = (await ssr.runner.import('/src/app/prerender.tsx')) as typeof Prerender;
        for (const { source, destination } of pages) {
          // Every path a rewrite sends to the page draws the same markup until its data arrives: any one stands for all.
          const path = source.replaceAll('*', 'any');
          const name = SCREEN_NAMES.find((screen) => matchPath(SCREENS[screen].path, path));
          if (!name) throw new Error(`prerender: firebase.json sends ${source} to ${destination}, which no screen of lib/routes.ts answers`);
          const visitor = SCREENS[name].access === 'anyone' ? 'signed-out' : 'returning-student';
          const { html, styles, imagePreloads, modules } = await prerenderRoute(path, visitor);
          // The chunks holding the modules the screen's route loaded (a screen's module is named after its component).
          const screenCode = new Set<string>();
          for (const module of modules) {
            const chunk = Object.values(bundle).find(
              (candidate): candidate is Rollup.OutputChunk => candidate.type === 'chunk' && candidate.moduleIds.some((id) => id.endsWith(`/${module}.tsx`)),
            );
            if (!chunk) throw new Error(`prerender: no chunk holds ${module}.tsx (a screen's module must be named after its component)`);
            staticImports(bundle, chunk, screenCode);
          }
          const preloads = [...screenCode].filter((file) => !shell.has(file));
          const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
          // Replacer functions: the markup may hold a `$`, which a replacement string would read as a pattern. The
          // screen's image preloads go before the scripts, so its largest image is asked for first.
          const page = template
            .replace('<script type="module"', () => `${imagePreloads}\n    <script type="module"`)
            .replace('</head>', () => `  ${links}${styles}\n  </head>`)
            .replace(ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${visitor}" inert>${html}</div>`);
          this.emitFile({ type: 'asset', fileName: destination.slice(1), source: page });
        }
      } finally {
        await server.close();
      }
    },
  };
}
