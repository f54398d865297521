import { KEEP_SEEN_MAX, KEEP_SEEN_MESSAGE } from '../../serviceWorker/cacheRules';

/** Registers the service worker once the page has loaded, so its download never competes with the first screen (not in `npm run dev`). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const startedUncontrolled = serviceWorker.controller === null;
  const register = () => {
    serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it (private windows may refuse it); only offline use is lost.
      console.warn('The service worker could not be registered', error);
    });
  };
  // The app may finish loading its screen's code after the page's load event (main.tsx waits for it to hydrate).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });

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
