// The service worker keeps what a student has seen readable offline; cacheRules.ts decides per request (docs/architecture.md#offline).
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

// A first visit comes under the worker at once; no skipWaiting, so an open tab never loses its build's precache.
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

// Pages: always the network online; offline, the precached file Hosting would serve for that path.
const pages = new NetworkOnly({
  plugins: [{ handlerDidError: async ({ request }) => matchPrecache(pageFileFor(new URL(request.url).pathname, __HOSTING_PAGE_REWRITES__) ?? 'index.html') }],
});

// The eatery list and menus: fresh when the network answers soon, else the last answer seen.
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

// What the page loaded before this worker controlled it is kept as if it had passed through the routes above.
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

// A click on the bell's system notification opens its in-app link in an open tab, or a new one (docs/architecture.md).
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

// The app shell, registered after the page route so that route answers every navigation first.
precacheAndRoute(self.__WB_MANIFEST);
