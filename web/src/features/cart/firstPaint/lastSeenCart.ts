import { CART_STORAGE_KEY, cartLinkLabel } from '@campuseats/common/cartRules';
import type * as CartRules from '@campuseats/common/cartRules';
import { formatRupees } from '@campuseats/common/pricing';
import type * as Pricing from '@campuseats/common/pricing';
import { FIRST_PAINT_ID } from '@/lib/FirstPaintHandOff';
import { SAMPLE_CART, SAMPLE_CART_COUNT, SAMPLE_DESCRIPTION, SAMPLE_NAME, SAMPLE_VENDOR, SAMPLE_VENDOR_NAME } from '@/lib/cart/sampleCart';
import { fillCartCount, readPlainStoredCart, replaceTokens, type FillCartCount, type ReadPlainStoredCart, type ReplaceTokens } from '@/lib/firstPaintScripts';

/**
 * A returning student's cart page, drawn by its HTML from the cart this device last saw, before any JavaScript of the
 * app has arrived (docs/bench/2026-11-first-paint.md#a-returning-students-first-paint). The build draws the page as the app draws
 * it for SAMPLE_CART into a <template> (web/prerender.ts); the script below, placed after the first paint's markup,
 * fills a copy of it with the stored cart and puts it in the first paint's place. The app then draws the same page
 * (the same components, from the same stored cart) where it was. The order summary and the phone's Checkout bar
 * come with the app: their figures are priced by the app's pricing code, which an inline script does not have.
 */

/** The id of the template the build draws the page into. */
export const LAST_SEEN_CART_TEMPLATE_ID = 'first-paint-last-seen-cart';

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
  totalItems: SAMPLE_CART_COUNT,
  lines: SAMPLE_CART.cart.items.map((line) => ({
    veg: line.veg,
    quantity: String(line.quantity),
    price: formatRupees(line.price),
    total: formatRupees(line.price * line.quantity),
  })),
});

/**
 * Runs as an inline script right after the first paint (its source text, so it uses nothing from outside itself).
 * Draws nothing (the picture keeps its heading and spinner) unless the stored cart is one the page draws plainly
 * (readPlainStoredCart). Text goes in as text.
 */
function drawLastSeenCart(
  replaceIn: ReplaceTokens,
  readPlainStoredCart: ReadPlainStoredCart,
  fillCartCount: FillCartCount,
  cartLinkLabel: typeof CartRules.cartLinkLabel,
  formatRupees: typeof Pricing.formatRupees,
  firstPaintId: string,
  storageKey: string,
  templateId: string,
  sample: SampleTexts,
) {
  const firstPaint = document.getElementById(firstPaintId);
  const template = document.getElementById(templateId);
  if (!firstPaint || !(template instanceof HTMLTemplateElement)) return;
  const cart = readPlainStoredCart(storageKey);
  if (!cart) return;
  const { lines, totalItems } = cart;

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
  fillCartCount(replaceIn, cartLinkLabel, page, sample.totalItems, totalItems);
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
    replaceIn(row, kind.total, formatRupees(line.price * line.quantity));
    replaceIn(row, kind.price, formatRupees(line.price));
    replaceIn(row, sample.description, line.description);
    replaceIn(row, sample.name, line.name);
    list.appendChild(row);
  }
  firstPaint.replaceChildren(page);
}

/** The inline script placed after the first paint of the cart page, and the template it fills. */
export const lastSeenCartScript = () =>
  `<script>(${drawLastSeenCart.toString()})(${replaceTokens.toString()}, ${readPlainStoredCart.toString()}, ${fillCartCount.toString()}, ${cartLinkLabel.toString()}, ${formatRupees.toString()}, ${JSON.stringify(FIRST_PAINT_ID)}, ${JSON.stringify(CART_STORAGE_KEY)}, ${JSON.stringify(LAST_SEEN_CART_TEMPLATE_ID)}, ${JSON.stringify(sampleTexts()).replace(/</g, '\\u003c')});</script>`;
