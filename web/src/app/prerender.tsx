import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PRERENDERED_SESSIONS, type PrerenderedVisitor } from '@/lib/session';
import { AppProviders } from './App';
import { prerenderedRoutesOf, routes } from './router';

// Emotion's style tags and React's image preloads, which belong in the head (Emotion's client cache reads them there).
const HEAD_TAGS = /<style data-emotion="[^"]*">.*?<\/style>|<link rel="preload" as="image"[^>]*\/>/gs;

/** The app at `path` as `visitor` sees it before the browser is known: its markup, its head's tags and its screen's modules (by file name). */
export async function prerenderRoute(
  path: string,
  visitor: PrerenderedVisitor,
): Promise<{ html: string; styles: string; imagePreloads: string; modules: string[] }> {
  const { modules, loaderData } = await prerenderedRoutesOf(path);
  if (modules.length === 0) throw new Error(`${path} matches no screen`);
  const handler = createStaticHandler(routes);
  // No loader runs: the build has no API to ask, and the screens draw their loading state.
  const answer = await handler.query(new Request(new URL(path, 'http://campuseats.invalid')), { filterMatchesToLoad: () => false });
  if (answer instanceof Response) throw new Error(`${path} redirects (${answer.status}): only a screen can be prerendered`);
  const context = { ...answer, loaderData };
  // A cache per page: the default one is shared, and would leave out of this page what an earlier page already styled.
  const cache = createCache({ key: 'css' });
  // prerender, not renderToString, waits for the screen's lazy parts: a boundary left to its fallback would be drawn again by the client.
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <AppProviders prerendered={PRERENDERED_SESSIONS[visitor]}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
    // Every boundary in place, none sent apart with a script to move it in: the page's only inline script is the theme's.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  const styles: string[] = [];
  const imagePreloads: string[] = [];
  // Styles in the same order: later rules win ties.
  const html = markup.replace(HEAD_TAGS, (tag) => {
    (tag.startsWith('<style') ? styles : imagePreloads).push(tag);
    return '';
  });
  return { html, styles: styles.join(''), imagePreloads: imagePreloads.join(''), modules };
}
