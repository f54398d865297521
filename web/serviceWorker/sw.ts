/**
 * The service worker (built by vite-plugin-pwa into web/dist/sw.js, registered by src/app/registerServiceWorker.ts).
 * It makes the app installable and keeps what a student has seen readable without a network; which request gets
 * which treatment is decided by cacheRules.ts, and docs/architecture.md#offline says why.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { KEEP_SEEN_MAX, KEEP_SEEN_MESSAGE, cachePolicyOf, isKeepable, pageFileFor, type CachePolicy, type PageRewrite } from './cacheRules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };
/** firebase.json's rewrites to pages, baked in at build time (web/vite.config.ts). */
declare const __HOSTING_PAGE_REWRITES__: PageRewrite[];

const DAY_S = 24 * 60 * 60;

// A first visit's page comes under this worker as soon as it is installed, so what the student opens next is kept.
// No skipWaiting: a new version waits until every tab of the old one is closed, so an open tab never loses the
// files (and the precache) of the build it runs.
clientsClaim();
cleanupOutdatedCaches();
// The page's request starts while the worker boots, so a navigation online costs no more than without a worker.
enableNavigationPreload();

const policyOf = (request: Request, url = new URL(request.url)): CachePolicy =>
  cachePolicyOf(
    { method: request.method, url, mode: request.mode, destination: request.destination, hasAuthorization: request.headers.has('Authorization') },
    self.location.origin,
  );
/** Keeps only what isKeepable allows (a picture that is a picture, a menu that is JSON). */
const keepOnly = (kind: 'public-read' | 'image'): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (isKeepable(kind, response.status, response.headers.get('Content-Type')) ? response : null),
});
const policy =
  (wanted: CachePolicy) =>
  ({ request, url }: { request: Request; url: URL }) =>
    policyOf(request, url) === wanted;

// Pages: the network, always (never a stale prerendered page online); offline, the precached file Hosting serves for
// that path, so /restaurants/{id} falls back to menu.html (its prerendered loading state) and /home to home.html.
const pages = new NetworkOnly({
  plugins: [{ handlerDidError: async ({ request }) => matchPrecache(pageFileFor(new URL(request.url).pathname, __HOSTING_PAGE_REWRITES__) ?? 'index.html') }],
});

// The eatery list and menus: fresh whenever the network answers soon (the HTTP cache in front of it keeps the
// API's own max-age), else the last answer seen, so menus open offline.
const publicReads = new NetworkFirst({
  cacheName: 'campuseats-public-reads',
  networkTimeoutSeconds: 4,
  plugins: [keepOnly('public-read'), new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
});

// Pictures of eateries and dishes: kept on first sight, for a week.
const images = new CacheFirst({
  cacheName: 'campuseats-images',
  plugins: [keepOnly('image'), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
});

registerRoute(policy('page'), pages);
registerRoute(policy('public-read'), publicReads);
registerRoute(policy('image'), images);

// What the page loaded before this worker controlled it (a first visit's menu and pictures): kept as if it had
// passed through the routes above. Other addresses in the message are ignored.
self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (typeof message !== 'object' || message === null || !('type' in message) || message.type !== KEEP_SEEN_MESSAGE) return;
  if (event.origin !== self.location.origin || !('urls' in message) || !Array.isArray(message.urls)) return;
  const requests = message.urls
    .filter((url): url is string => typeof url === 'string')
    .slice(0, KEEP_SEEN_MAX)
    .map((url) => new Request(new URL(url, self.location.origin)));
  const keep = requests.map((request) => {
    const kind = policyOf(request);
    const strategy = kind === 'image' ? images : kind === 'public-read' ? publicReads : undefined;
    // A failure here only means that answer is not kept.
    return strategy?.handle({ request, event }).catch(() => undefined);
  });
  event.waitUntil(Promise.all(keep));
});

// A system notification shown through this worker (the bell's fallback where the page cannot show one itself,
// docs/architecture.md "Notifications"): a click opens its link in an open tab of the app, or in a new one. Only
// links within the app are followed.
self.addEventListener('notificationclick', (event) => {
  const data: unknown = event.notification.data;
  const link = typeof data === 'object' && data !== null && 'link' in data && typeof data.link === 'string' ? data.link : '/';
  event.notification.close();
  const target = new URL(link.startsWith('/') ? link : '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows[0];
      if (!open) return void (await self.clients.openWindow(target));
      await open.focus();
      await open.navigate(target).catch(() => undefined);
    }),
  );
});

// The app shell: scripts, styles, the pages, icons and the manifest of this build (vite.config.ts lists them).
// Registered after the page route, which therefore answers every navigation first.
precacheAndRoute(self.__WB_MANIFEST);
