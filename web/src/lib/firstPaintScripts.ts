// What the pages' inline scripts share that fill a template the build drew for sample data with the student's own
// (the cart's stored cart, features/cart/firstPaint/lastSeenCart.ts; the profile's details, features/profile/
// firstPaint/earlyProfile.ts; the checkout's addresses, features/checkout/firstPaint/earlyCheckout.ts; an order's
// status, features/tracking/firstPaint/earlyOrder.ts). Each function's source text is passed to those scripts as an
// argument (`${replaceTokens}`), so it uses nothing from outside itself.

/**
 * Replaces a sample's text with the real one in the text and attributes under `root`. `whole`: only text nodes that
 * are exactly `from` (a number, which may appear inside other texts). Text goes in as text.
 */
export function replaceTokens(root: Node, from: string, to: string, whole = false): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = root; node; node = walker.nextNode()) {
    if (node instanceof Text) {
      const text = node.data;
      if (whole ? text === from : text.includes(from)) node.data = whole ? to : text.split(from).join(to);
    } else if (node instanceof Element && !whole) {
      for (const attribute of Array.from(node.attributes)) {
        if (attribute.value.includes(from)) attribute.value = attribute.value.split(from).join(to);
      }
    }
  }
}

export type ReplaceTokens = typeof replaceTokens;

/**
 * The template `id` the build drew, in a page whose picture this browser shows: none where the picture waits for the
 * app instead (signed out, or the dark theme), which is then not held for.
 */
export function shownTemplate(id: string): HTMLTemplateElement | undefined {
  const template = document.getElementById(id);
  if (!(template instanceof HTMLTemplateElement) || document.documentElement.hasAttribute('data-skip-first-paint')) return undefined;
  return template;
}

export type ShownTemplate = typeof shownTemplate;

/**
 * Asks the API for `path` (`/api/v1/...`) with the ID token Firebase Auth keeps in this browser's IndexedDB, if it is
 * good for another minute, and answers the JSON of a 2xx; otherwise nothing. Never creates Auth's database where
 * there is none.
 */
export async function askWithStoredToken(path: string): Promise<unknown> {
  const token = await new Promise<string | undefined>((resolve) => {
    if (!window.indexedDB) return resolve(undefined);
    const opening = indexedDB.open('firebaseLocalStorageDb');
    opening.onerror = () => resolve(undefined);
    opening.onupgradeneeded = () => {
      opening.transaction?.abort();
      resolve(undefined);
    };
    opening.onsuccess = () => {
      const database = opening.result;
      try {
        const reading = database.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAll();
        reading.onsuccess = () => {
          const entries = reading.result as { fbase_key?: unknown; value?: { stsTokenManager?: { accessToken?: unknown; expirationTime?: unknown } } }[];
          const user = entries.find((entry) => typeof entry.fbase_key === 'string' && entry.fbase_key.startsWith('firebase:authUser:'));
          const { accessToken, expirationTime } = user?.value?.stsTokenManager ?? {};
          const fresh = typeof accessToken === 'string' && typeof expirationTime === 'number' && expirationTime > Date.now() + 60_000;
          resolve(fresh ? accessToken : undefined);
          database.close();
        };
        reading.onerror = () => resolve(undefined);
      } catch {
        database.close();
        resolve(undefined);
      }
    };
  });
  if (!token) return undefined;
  try {
    const response = await fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

export type AskWithStoredToken = typeof askWithStoredToken;

/** A dish of the stored cart, as the pages draw it. */
export interface PlainLine {
  name: string;
  description: string;
  price: number;
  quantity: number;
  veg: boolean;
}

/**
 * The cart this device last saw (`storageKey`: the app's CART_STORAGE_KEY) when it is one a page draws plainly: a
 * shape it knows, every dish available, the eatery open, at most 99 dishes (the badge's cap: cartBadgeLabel).
 * Otherwise nothing, and the page keeps its picture as it was.
 */
export function readPlainStoredCart(storageKey: string): { lines: PlainLine[]; totalItems: number; vendor: string; vendorName: string } | undefined {
  let stored: { cart?: { items?: unknown; vendor?: unknown; vendorName?: unknown; vendorOpen?: unknown } } | null;
  try {
    stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
  } catch {
    return undefined;
  }
  const cart = stored?.cart;
  const items = cart?.items;
  if (!cart || !Array.isArray(items) || items.length === 0 || cart.vendorOpen !== true) return undefined;
  if (typeof cart.vendor !== 'string' || typeof cart.vendorName !== 'string') return undefined;
  const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
  const lines: PlainLine[] = [];
  for (const item of items as Record<string, unknown>[]) {
    const { name, description, price, quantity, veg, available } = item ?? {};
    if (typeof name !== 'string' || typeof description !== 'string' || typeof veg !== 'boolean' || available !== true) return undefined;
    if (!Number.isInteger(price) || (price as number) < 0 || !isCount(quantity)) return undefined;
    lines.push({ name, description, price: price as number, quantity, veg });
  }
  const totalItems = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (totalItems > 99) return undefined;
  return { lines, totalItems, vendor: cart.vendor, vendorName: cart.vendorName };
}

export type ReadPlainStoredCart = typeof readPlainStoredCart;

/**
 * The header's cart count and the cart link's name (`cartLinkLabel` of @campuseats/common/cartRules, passed as its
 * source), from a template drawn with `sampleCount`.
 */
export function fillCartCount(replaceIn: ReplaceTokens, cartLinkLabel: (count: number) => string, root: Node, sampleCount: string, count: number): void {
  replaceIn(root, cartLinkLabel(Number(sampleCount)), cartLinkLabel(count));
  replaceIn(root, sampleCount, String(count), true);
}

export type FillCartCount = typeof fillCartCount;

/** The app's code as the built index.html loads it: its entry module and the modules it preloads. */
export interface AppScripts {
  entry: string;
  preloads: string[];
}

/**
 * The id of the data block that holds the app's file names in a page whose inline script asks for the app's code
 * itself (menu.html, checkout.html, profile.html, orderTracking.html). The names change with every build; the scripts, and the hashes
 * the Content-Security-Policy allows them by, do not.
 */
export const APP_SCRIPTS_ID = 'app-scripts';

/** The longest a page's early request holds the app's code back. */
export const APP_WAITS_AT_MOST_MS = 1500;

/** The data block, in place of the built page's own script and preload tags (a data block never runs). */
export const appScriptsData = (app: AppScripts) =>
  `<script type="application/json" id="${APP_SCRIPTS_ID}">${JSON.stringify(app).replace(/</g, '\\u003c')}</script>`;

/**
 * Asks for the app's code, once: its modules at once, and runs its entry once the page is parsed, as the built
 * page's deferred module script would. On a slow link every download shares the bandwidth and, over HTTP/1.1, six
 * connections: asked for beside the app's twenty to forty modules, a page's early request answered seconds later;
 * asked for first, it takes one round trip, and the app's code follows it by about that much.
 */
export function startApp(appScriptsId: string): void {
  const page = window as unknown as { __campuseatsAppStarted?: boolean };
  if (page.__campuseatsAppStarted) return;
  page.__campuseatsAppStarted = true;
  const app: AppScripts = JSON.parse(document.getElementById(appScriptsId)?.textContent ?? '{"entry":"","preloads":[]}');
  for (const href of [app.entry, ...app.preloads]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  const run = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app.entry;
    document.head.appendChild(script);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
}

export type StartApp = typeof startApp;

/**
 * Runs a page's early request and fill (`draw`), then asks for the app's code (startApp): at the latest after
 * `afterMs`, whatever the request is doing. A fill that holds the first paint has done so before the app runs.
 */
export async function drawThenStartApp(startApp: StartApp, appScriptsId: string, afterMs: number, draw: () => Promise<void>): Promise<void> {
  const start = () => startApp(appScriptsId);
  setTimeout(start, afterMs);
  try {
    await draw();
  } catch {
    // The picture stays as it was; the app draws as without it.
  } finally {
    start();
  }
}

/**
 * The inline script of a page that draws from its own early request, then asks for the app's code
 * (drawThenStartApp): `draw` is called with the `helpers`, passed as their source text, then the `values`, as JSON.
 */
export function drawThenStartAppScript(
  draw: (...args: never[]) => Promise<void>,
  helpers: readonly ((...args: never[]) => unknown)[],
  values: readonly unknown[],
): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const args = [...helpers.map(String), ...values.map(json)].join(', ');
  return `<script>(${drawThenStartApp.toString()})(${startApp.toString()}, ${JSON.stringify(APP_SCRIPTS_ID)}, ${APP_WAITS_AT_MOST_MS}, () => (${draw.toString()})(${args}));</script>`;
}
