import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { APP_SCRIPT_TAG, chunksOf, indexTemplate, screenChunk, staticImports } from './builtPages';
import { pageFileFor, pageRewritesOf } from './serviceWorker/cacheRules';
import { SCREENS, type ScreenName } from './src/lib/routes';

/**
 * The screens a link opens beside /home, /restaurants and a menu (whose pages prerender.ts writes): each gets a page
 * of its own, `<screen>.html`, which firebase.json's rewrites serve for its path. prerender.ts then draws each one's
 * first paint into its page.
 */
export const PAGE_SCREENS: ScreenName[] = [
  'login',
  'signup',
  'terms',
  'cart',
  'checkout',
  'orders',
  'orderTracking',
  'profile',
  'about',
  'support',
  'team',
  'careers',
  'privacy',
];

// How web/src/app/router.tsx loads each screen: `name: async () => (await import('@/path/to/Screen')).Screen,`.
const SCREEN_IMPORT = /^\s*(\w+): async \(\) => \(await import\('@\/([^']+)'\)\)\.\w+,$/gm;

/** The page file Hosting serves for a screen, and the rewrite's source (`/orders/:id` → `/orders/*`). */
export const pageOfScreen = (name: ScreenName) => ({ source: SCREENS[name].path.replace(/:[^/]+/g, '*'), destination: `/${name}.html` });

/**
 * Writes `<screen>.html` beside index.html for each of PAGE_SCREENS: the same page, with the screen's chunk and its
 * static imports preloaded. From index.html the browser learns of them only once the shell (about 150 KB gzipped) has
 * arrived and run, and then fetches some twenty to forty files, six at a time over HTTP/1.1: on a throttled phone
 * the screen drew a second or more after the shell. Preloaded, they come while the shell does
 * (docs/bench/2026-11-first-paint.md#every-other-route). The build fails when firebase.json does not rewrite a screen's path to
 * its page, or router.tsx no longer says which module a screen is.
 */
export function routePages(routerFile: string, firebaseJsonFile: string): Plugin {
  return {
    name: 'campuseats:route-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const template = indexTemplate(bundle, 'route pages');
      const [scriptTag, indent = '', entryUrl] = APP_SCRIPT_TAG.exec(template) ?? [];
      if (!scriptTag || !entryUrl) throw new Error('route pages: index.html has no module script on a line of its own');
      const entry = chunksOf(bundle).find((chunk) => chunk.isEntry && `/${chunk.fileName}` === entryUrl);
      if (!entry) throw new Error(`route pages: no entry chunk for ${entryUrl}`);
      const shell = staticImports(bundle, entry);

      const modules = new Map([...readFileSync(routerFile, 'utf8').matchAll(SCREEN_IMPORT)].map(([, name, path]) => [name, `/src/${path}.tsx`]));
      // Checked as Hosting reads the rewrites, the first match winning: one after "**" would never serve its page.
      const rewrites = pageRewritesOf(JSON.parse(readFileSync(firebaseJsonFile, 'utf8')));
      const missing: string[] = [];
      for (const name of PAGE_SCREENS) {
        const module = modules.get(name);
        if (!module) throw new Error(`route pages: router.tsx's SCREEN_CODE does not say which module the screen ${name} is`);
        const chunk = screenChunk(bundle, module, 'route pages');
        const page = pageOfScreen(name);
        if (pageFileFor(SCREENS[name].path.replace(/:[^/]+/g, 'any'), rewrites) !== page.destination) missing.push(JSON.stringify(page));
        const preloads = [...staticImports(bundle, chunk)].filter((file) => !shell.has(file));
        const links = preloads.map((file) => `${indent}<link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
        this.emitFile({ type: 'asset', fileName: page.destination.slice(1), source: template.replace(scriptTag, () => `${scriptTag}${links}`) });
      }
      if (missing.length) {
        throw new Error(`route pages: firebase.json's hosting.rewrites must send each screen to its page, before "**": add\n  ${missing.join(',\n  ')}`);
      }
    },
  };
}
