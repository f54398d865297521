import { createServer, isRunnableDevEnvironment, type Plugin, type ResolvedConfig } from 'vite';
import { FIRST_PAINT_ID } from './src/app/FirstPaintHandOff';
import type * as FirstPaint from './src/app/firstPaint';

/** The screens a first visit opens on, and the file Hosting serves each from (firebase.json's rewrites). */
const FIRST_PAINTS = [
  { route: '/home', file: 'home.html' },
  { route: '/restaurants', file: 'restaurants.html' },
];

// The prerendered picture is a signed-out visitor's in the light theme. A browser that chose the dark theme (the
// `theme` key of ThemeModeProvider) or last knew somebody signed in (the `campuseats-signed-in` hint of
// lib/session.tsx) would see the wrong one: it waits for the app instead, as on every other route.
const SKIP_FOR_RETURNING_VISITORS = `
    <style>[data-skip-first-paint] #${FIRST_PAINT_ID} { display: none; }</style>
    <script>
      try {
        if (localStorage.getItem('theme') === 'dark' || localStorage.getItem('campuseats-signed-in') === 'true') {
          document.documentElement.setAttribute('data-skip-first-paint', '');
        }
      } catch (_) {}
    </script>
`;

// Where the built index.html loads the app, and where the app draws.
const SCRIPTS = '<script type="module"';
const ROOT = '<div id="root"></div>';

/**
 * Writes home.html and restaurants.html beside index.html: the same page with the screen's first paint already in
 * it (top bar, login prompt, the screen itself and its styles), drawn by the app's own components on the server
 * (src/app/firstPaint.tsx). On a phone on 4G the browser shows it as soon as the HTML arrives, where the app needs
 * its JavaScript first; the app then draws the same picture in its place (FirstPaintHandOff).
 */
export function prerenderFirstPaint(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'campuseats:prerender-first-paint',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('prerender: the build wrote no index.html');
      const template = index.source;
      for (const marker of [SCRIPTS, ROOT]) if (!template.includes(marker)) throw new Error(`prerender: index.html has no ${marker}`);
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
        const { renderFirstPaint } = (await ssr.runner.import('/src/app/firstPaint.tsx')) as typeof FirstPaint;
        for (const { route, file } of FIRST_PAINTS) {
          const { html, head } = await renderFirstPaint(route);
          // The head's part goes before the app's scripts, so that the first paint's images are asked for first: on a
          // slow link the scripts would otherwise hold up a picture they are not needed for. The picture is inert
          // until the app replaces it: a tap or typed text would go nowhere. (Replacer functions: the markup may
          // hold a `$`, which a replacement string would read as a pattern.)
          const page = template
            .replace(SCRIPTS, () => `${SKIP_FOR_RETURNING_VISITORS}    ${head}\n    ${SCRIPTS}`)
            .replace(ROOT, () => `<div id="${FIRST_PAINT_ID}" inert>${html}</div>${ROOT}`);
          this.emitFile({ type: 'asset', fileName: file, source: page });
        }
      } finally {
        await server.close();
      }
    },
  };
}
