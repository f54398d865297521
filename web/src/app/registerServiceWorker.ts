import { KEEP_SEEN_MAX, KEEP_SEEN_MESSAGE } from '../../serviceWorker/cacheRules';

/** How long registration may wait for the main thread to be idle. */
const IDLE_WAIT_MS = 5_000;

/**
 * Registers the service worker once the page has loaded and its first screen has its data and is drawn: its install
 * downloads the whole app, which on a slow link would delay that screen's requests (docs/decisions/0007-offline-menus-network-first.md).
 * Not in `npm run dev`.
 */
export function registerServiceWorker(firstScreen: Promise<unknown>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const startedUncontrolled = serviceWorker.controller === null;
  const register = () => {
    serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it (private windows may refuse it); only offline use is lost.
      console.warn('The service worker could not be registered', error);
    });
  };
  const loaded = new Promise((resolve) => (document.readyState === 'complete' ? resolve(undefined) : window.addEventListener('load', resolve, { once: true })));
  // Idle once the screen is drawn; Safari has no requestIdleCallback.
  const whenIdle = (callback: () => void) =>
    window.requestIdleCallback ? window.requestIdleCallback(callback, { timeout: IDLE_WAIT_MS }) : setTimeout(callback);
  void Promise.allSettled([loaded, firstScreen]).then(() => whenIdle(register));

  // What a first visit loaded before the worker existed is handed to it, so that is there offline too.
  if (startedUncontrolled) {
    serviceWorker.addEventListener(
      'controllerchange',
      () => {
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(`${location.origin}/`));
        serviceWorker.controller?.postMessage({ type: KEEP_SEEN_MESSAGE, urls: urls.slice(-KEEP_SEEN_MAX) });
      },
      { once: true },
    );
  }
}
