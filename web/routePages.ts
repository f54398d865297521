import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';
import { SCREENS, type ScreenName } from './src/lib/routes';

/**
 * The screens a link opens that have no first paint of their own (prerender.ts writes /home's, /restaurants' and a
 * menu's): each gets a page of its own, `<screen>.html`, which firebase.json's rewrites serve for its path.
 */
const PAGE_SCREENS: ScreenName[] = [
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
const APP_SCRIPT_TAG = /^(\s*)<script type="module" crossorigin src="([^"]+)"><\/script>\n/m;

/** The page file Hosting serves for a screen, and the rewrite's source (`/orders/:id` → `/orders/*`). */
export const pageOfScreen = (name: ScreenName) => ({ source: SCREENS[name].path.replace(/:[^/]+/g, '*'), destination: `/${name}.html` });

/** The chunk and its static imports, depth first, as the files the page asks for. */
function staticClosure(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') staticClosure(bundle, next, into);
  }
  return into;
}

/**
 * Writes `<screen>.html` beside index.html for each of PAGE_SCREENS: the same page, with the screen's chunk and its
 * static imports preloaded. From index.html the browser learns of them only once the shell (about 150 KB gzipped) has
 * arrived and run, and then fetches some twenty to forty files, six at a time over HTTP/1.1: on a throttled phone
 * the screen drew a second or more after the shell. Preloaded, they come while the shell does
 * (docs/architecture.md#every-other-route). The build fails when firebase.json does not rewrite a screen's path to
 * its page, or router.tsx no longer says which module a screen is.
 */
export function routePages(routerFile: string, firebaseJsonFile: string): Plugin {
  return {
    name: 'campuseats:route-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('route pages: the build wrote no index.html');
      const template = index.source;
      const [scriptTag, indent = '', entryUrl] = APP_SCRIPT_TAG.exec(template) ?? [];
      if (!scriptTag || !entryUrl) throw new Error('route pages: index.html has no module script on a line of its own');
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && `/${chunk.fileName}` === entryUrl);
      if (!entry) throw new Error(`route pages: no entry chunk for ${entryUrl}`);
      const shell = staticClosure(bundle, entry);

      const modules = new Map([...readFileSync(routerFile, 'utf8').matchAll(SCREEN_IMPORT)].map(([, name, path]) => [name, `/src/${path}.tsx`]));
      const rewrites: { source?: string; destination?: string }[] = JSON.parse(readFileSync(firebaseJsonFile, 'utf8')).hosting?.rewrites ?? [];
      const missing: string[] = [];
      for (const name of PAGE_SCREENS) {
        const module = modules.get(name);
        const chunk = module && chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
        if (!chunk) throw new Error(`route pages: no chunk for the screen ${name} (router.tsx's SCREEN_CODE)`);
        const page = pageOfScreen(name);
        if (!rewrites.some(({ source, destination }) => source === page.source && destination === page.destination)) {
          missing.push(JSON.stringify(page));
        }
        const preloads = [...staticClosure(bundle, chunk)].filter((file) => !shell.has(file));
        const links = preloads.map((file) => `${indent}<link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
        this.emitFile({ type: 'asset', fileName: page.destination.slice(1), source: template.replace(scriptTag, () => `${scriptTag}${links}`) });
      }
      if (missing.length) {
        throw new Error(`route pages: firebase.json's hosting.rewrites must send each screen to its page, before "**": add\n  ${missing.join(',\n  ')}`);
      }
    },
  };
}
