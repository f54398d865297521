import { APP_SCRIPTS_ID, APP_WAITS_AT_MOST_MS, appScriptsData, startApp, type AppScripts, type StartApp } from '../../../lib/firstPaintScripts';

/**
 * The menu page's data request, started by its HTML before the app's JavaScript arrives (web/prerender.ts puts
 * earlyMenuScript in the head of menu.html, which Hosting serves for /restaurants/{id}). On a phone on 4G the
 * app's code takes about two seconds to arrive; the menu's answer and the eatery's picture come in the meantime,
 * and the script draws the picture, name and cuisine into the prerendered first paint (the elements marked
 * EARLY_MENU_FIELD), where the app then draws the same. docs/decisions/menu-first-paint.md says why.
 */

interface EarlyMenu {
  id: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __campuseatsEarlyMenu?: EarlyMenu;
    __campuseatsFillEarlyMenu?: () => void;
  }
}

/** The attribute naming which field of the eatery the early script writes into an element of the first paint. */
export const EARLY_MENU_FIELD = 'data-early-menu';

/** The answer the page's HTML already asked for, for this eatery; taken once (a later visit asks again). */
export function takeEarlyMenuResponse(id: string): Promise<Response> | undefined {
  const early = window.__campuseatsEarlyMenu;
  if (!early || early.id !== id) return undefined;
  delete window.__campuseatsEarlyMenu;
  return early.response;
}

/**
 * Runs in the page's head as an inline script (its source text, so it must use nothing from outside itself): asks
 * for the menu at once, writes the eatery's picture, name and cuisine into the first paint as soon as both the
 * answer and the first paint's markup are there (whichever comes last calls `fill`; the second script tag calls
 * it after the markup), and only then asks for the app's code. On a slow link every download shares the
 * bandwidth: asked for beside the app's twenty-odd modules, the menu's 4 KB answer took a second to arrive; asked
 * for first, it takes one round trip, and the app's code follows it by about that much (APP_WAITS_AT_MOST_MS at most).
 * Only text and a picture on this origin are written; anything unexpected leaves the placeholders as they are.
 */
function earlyMenu(startApp: StartApp, field: string, appScriptsId: string, afterMs: number) {
  // The API answers absolute image URLs (on the app's origin); only a picture of this origin is drawn.
  const onThisOrigin = (url: string) => {
    try {
      return new URL(url, location.href).origin === location.origin;
    } catch {
      return false;
    }
  };
  const start = () => startApp(appScriptsId);
  const id = /^\/restaurants\/([A-Za-z0-9]{1,64})\/?$/.exec(location.pathname)?.[1];
  if (!id || !window.fetch) {
    start();
    return;
  }
  setTimeout(start, afterMs);
  let eatery: { name?: unknown; cuisine?: unknown; image?: unknown } | undefined;
  let filled = false;
  const fill = () => {
    const root = document.getElementById('first-paint');
    if (filled || !eatery || !root) return;
    filled = true;
    for (const element of Array.from(root.querySelectorAll(`[${field}]`))) {
      const value = eatery[element.getAttribute(field) as 'name' | 'cuisine' | 'image'];
      if (typeof value !== 'string' || !value) continue;
      if (element instanceof HTMLImageElement) {
        if (onThisOrigin(value)) element.src = value;
      } else {
        element.textContent = value;
      }
    }
  };
  const response = fetch(`/api/v1/vendors/restaurants/${id}`, { headers: { Accept: 'application/json' } });
  window.__campuseatsEarlyMenu = { id, response };
  window.__campuseatsFillEarlyMenu = fill;
  response
    .then((answer) => (answer.ok ? answer.clone().json() : undefined))
    .then((body: { data?: { restaurant?: typeof eatery } } | undefined) => {
      eatery = body?.data?.restaurant;
      // The picture downloads now, even if the page is still being parsed; `fill` then finds it ready.
      const image = eatery?.image;
      if (typeof image === 'string' && onThisOrigin(image)) {
        const preload = document.createElement('link');
        preload.rel = 'preload';
        preload.as = 'image';
        preload.href = image;
        preload.fetchPriority = 'high';
        document.head.appendChild(preload);
      }
      fill();
    })
    .catch(() => undefined)
    .then(start);
}

/**
 * The head's script, in place of the built page's own script and preload tags: asks for the menu, then the app.
 * The app's file names (which change with every build) go in a JSON data block the script reads, so the script
 * itself, and the hash the Content-Security-Policy allows it by, stay the same from build to build.
 */
export const earlyMenuScript = (app: AppScripts) =>
  `${appScriptsData(app)}<script>(${earlyMenu.toString()})(${startApp.toString()}, ${JSON.stringify(EARLY_MENU_FIELD)}, ${JSON.stringify(APP_SCRIPTS_ID)}, ${APP_WAITS_AT_MOST_MS});</script>`;
/** Placed right after the first paint's markup: fills it if the answer came first. */
export const EARLY_MENU_FILL_SCRIPT = '<script>window.__campuseatsFillEarlyMenu && window.__campuseatsFillEarlyMenu();</script>';
