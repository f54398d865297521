import { CART_STORAGE_KEY } from '@campuseats/common/cartRules';
import { formatRupees } from '@campuseats/common/pricing';
import type { CartLine } from '@campuseats/common/cart';
import { FIRST_PAINT_ID } from '@/lib/FirstPaintHandOff';
import type { StoredCart } from '@/lib/cart/storedCartSchema';
import { replaceTokens, type ReplaceTokens } from '@/lib/firstPaintTokens';

/**
 * A returning student's cart page, drawn by its HTML from the cart this device last saw, before any JavaScript of the
 * app has arrived (docs/architecture.md#a-returning-students-first-paint). The build draws the page as the app draws
 * it for SAMPLE_CART into a <template> (web/prerender.ts); the script below, placed after the first paint's markup,
 * fills a copy of it with the stored cart and puts it in the first paint's place. The app then draws the same page
 * (the same components, from the same stored cart) where it was. The order summary and the phone's Checkout bar
 * come with the app: their figures are priced by the app's pricing code, which an inline script does not have.
 */

/** The id of the template the build draws the page into. */
export const LAST_SEEN_CART_TEMPLATE_ID = 'first-paint-last-seen-cart';

const SAMPLE_NAME = '¤name';
const SAMPLE_DESCRIPTION = '¤description';
const SAMPLE_VENDOR_NAME = '¤vendorName';
const SAMPLE_VENDOR = 'sampleEatery';

const sampleLine = (veg: boolean, price: number, quantity: number): CartLine => ({
  _id: `sample${price}`,
  menuItem: `sample${price}`,
  name: SAMPLE_NAME,
  description: SAMPLE_DESCRIPTION,
  price,
  quantity,
  veg,
  available: true,
});

/** One line of each kind (veg, non-veg): the script copies the one of a line's kind for it. */
export const SAMPLE_CART: StoredCart = {
  owner: null,
  cart: { items: [sampleLine(true, 1001, 7), sampleLine(false, 1003, 9)], vendor: SAMPLE_VENDOR, vendorName: SAMPLE_VENDOR_NAME, vendorOpen: true },
};

/** What the script replaces in the template: the sample's texts as the app drew them. */
interface SampleTexts {
  name: string;
  description: string;
  vendorName: string;
  vendorHref: string;
  totalItems: string;
  /** Per sample line, in SAMPLE_CART's order. */
  lines: { veg: boolean; quantity: string; price: string; total: string }[];
}

const sampleTexts = (): SampleTexts => ({
  name: SAMPLE_NAME,
  description: SAMPLE_DESCRIPTION,
  vendorName: SAMPLE_VENDOR_NAME,
  vendorHref: `/restaurants/${SAMPLE_VENDOR}`,
  totalItems: String(SAMPLE_CART.cart.items.reduce((sum, line) => sum + line.quantity, 0)),
  lines: SAMPLE_CART.cart.items.map((line) => ({
    veg: line.veg,
    quantity: String(line.quantity),
    price: formatRupees(line.price),
    total: formatRupees(line.price * line.quantity),
  })),
});

/**
 * Runs as an inline script right after the first paint (its source text, so it uses nothing from outside itself).
 * Draws nothing (the picture keeps its heading and spinner) unless the stored cart is one the page draws plainly: a
 * shape it knows, every dish available, the eatery open, at most 99 dishes (the badge's cap). Text goes in as text.
 */
function drawLastSeenCart(replaceIn: ReplaceTokens, firstPaintId: string, storageKey: string, templateId: string, sample: SampleTexts) {
  const firstPaint = document.getElementById(firstPaintId);
  const template = document.getElementById(templateId);
  if (!firstPaint || !(template instanceof HTMLTemplateElement)) return;
  let stored: { cart?: { items?: unknown; vendor?: unknown; vendorName?: unknown; vendorOpen?: unknown } } | null;
  try {
    stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
  } catch {
    return;
  }
  const cart = stored?.cart;
  const items = cart?.items;
  if (!cart || !Array.isArray(items) || items.length === 0 || cart.vendorOpen !== true) return;
  if (typeof cart.vendor !== 'string' || typeof cart.vendorName !== 'string') return;
  const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
  type Line = { name: string; description: string; price: number; quantity: number; veg: boolean };
  const lines: Line[] = [];
  for (const item of items as Record<string, unknown>[]) {
    const { name, description, price, quantity, veg, available } = item ?? {};
    if (typeof name !== 'string' || typeof description !== 'string' || typeof veg !== 'boolean' || available !== true) return;
    if (!Number.isInteger(price) || (price as number) < 0 || !isCount(quantity)) return;
    lines.push({ name, description, price: price as number, quantity, veg });
  }
  const totalItems = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (totalItems > 99) return;
  // formatRupees of @campuseats/common/pricing.
  const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

  const page = template.content.cloneNode(true) as DocumentFragment;
  // The summary and the phone's bar, priced by the app: they come with it. The bar is the screen's one other part
  // that says "To pay".
  page.querySelector('[aria-labelledby="cart-summary-heading"]')?.remove();
  const screen = page.querySelector('h1')?.parentElement;
  for (const part of Array.from(screen?.children ?? [])) if (part.textContent?.includes('To pay')) part.remove();

  // The page's own texts first, while the list is empty: a dish's quantity may read like the sample's count.
  const list = page.querySelector(`li[aria-label="${sample.name}"]`)?.parentElement;
  const prototypes = Array.from(list?.children ?? []);
  if (!list || prototypes.length !== sample.lines.length) return;
  for (const prototype of prototypes) prototype.remove();
  replaceIn(page, `(${sample.totalItems})`, `(${totalItems})`);
  replaceIn(page, `, ${sample.totalItems} items`, `, ${totalItems} ${totalItems === 1 ? 'item' : 'items'}`);
  replaceIn(page, sample.totalItems, String(totalItems), true);
  replaceIn(page, sample.vendorName, cart.vendorName);
  replaceIn(page, sample.vendorHref, `/restaurants/${encodeURIComponent(cart.vendor)}`);
  for (const line of lines) {
    const index = sample.lines.findIndex((kind) => kind.veg === line.veg);
    const kind = sample.lines[index];
    const row = prototypes[index]?.cloneNode(true);
    if (!kind || !(row instanceof Element)) return;
    if (!line.description) {
      for (const paragraph of Array.from(row.querySelectorAll('p'))) if (paragraph.textContent === sample.description) paragraph.remove();
    }
    // The stepper's minus at one removes the dish (QuantityStepper's label).
    if (line.quantity === 1) replaceIn(row, `Remove one ${sample.name}`, `Remove ${sample.name}`);
    replaceIn(row, kind.quantity, String(line.quantity), true);
    replaceIn(row, kind.total, rupees(line.price * line.quantity));
    replaceIn(row, kind.price, rupees(line.price));
    replaceIn(row, sample.description, line.description);
    replaceIn(row, sample.name, line.name);
    list.appendChild(row);
  }
  firstPaint.replaceChildren(page);
}

/** The inline script placed after the first paint of the cart page, and the template it fills. */
export const lastSeenCartScript = () =>
  `<script>(${drawLastSeenCart.toString()})(${replaceTokens.toString()}, ${JSON.stringify(FIRST_PAINT_ID)}, ${JSON.stringify(CART_STORAGE_KEY)}, ${JSON.stringify(LAST_SEEN_CART_TEMPLATE_ID)}, ${JSON.stringify(sampleTexts()).replace(/</g, '\\u003c')});</script>`;
