import './lib/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/App';
import { prerenderedRoutesOf, routes, startRequestsOf } from './app/router';
import { registerServiceWorker } from './app/registerServiceWorker';
import { PRERENDERED_ATTRIBUTE } from './lib/prerendered';
import { PRERENDERED_SESSIONS, type PrerenderedVisitor } from './lib/session';

/**
 * Hydrates a page the build prerendered for its path (web/prerender.ts): React takes over its markup. The build drew
 * the path alone: with a query (the eatery list's filters), or anywhere else, the app draws the page itself.
 * Not awaited at the module's top: the screens' chunks import this one's, which must have finished running first.
 * Settles once the first screen's requests have (a hydration waits for them) and it is being drawn.
 */
async function start(root: HTMLElement) {
  const visitor = root.getAttribute(PRERENDERED_ATTRIBUTE) as PrerenderedVisitor | null;
  const drawnFor = visitor !== null && window.location.search === '' ? PRERENDERED_SESSIONS[visitor] : undefined;
  // Hydration draws the matched screen at once, as the build did, so its code is loaded first (the router would
  // otherwise draw nothing while it loads it), and its requests are started here, where a navigation would start
  // them from its loader (router.tsx). When that code cannot be loaded, the app draws the route's error screen in the
  // markup's place.
  const hydrationData = drawnFor
    ? await Promise.all([prerenderedRoutesOf(window.location.pathname), startRequestsOf(new URL(window.location.href))]).then(
        ([{ loaderData }]) => ({ loaderData }),
        () => undefined,
      )
    : undefined;
  const prerendered = hydrationData && drawnFor;
  const app = (
    <StrictMode>
      <AppProviders prerendered={prerendered}>
        <RouterProvider router={createBrowserRouter(routes, { hydrationData })} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
registerServiceWorker(start(root));
