import type { Address } from '@campuseats/common/addresses';
import { CART_STORAGE_KEY, cartLinkLabel } from '@campuseats/common/cartRules';
import type * as CartRules from '@campuseats/common/cartRules';
import { FIRST_PAINT_HOLD_ATTRIBUTE, FIRST_PAINT_ID } from '@/lib/FirstPaintHandOff';
import {
  fillCartCount,
  readPlainStoredCart,
  askWithStoredToken,
  replaceTokens,
  shownTemplate,
  type FillCartCount,
  type ReadPlainStoredCart,
  type AskWithStoredToken,
  type ReplaceTokens,
  type ShownTemplate,
  drawThenStartAppScript,
} from '@/lib/firstPaintScripts';
import { SAMPLE_CART_COUNT } from '@/lib/cart/sampleCart';

/**
 * A returning student's checkout, drawn by its HTML with their addresses before the app's JavaScript has arrived
 * (docs/bench/2026-11-first-paint.md#a-returning-students-first-paint). The build draws the page as the app draws it for SAMPLE_CART (its addresses loading), and the address choices for SAMPLE_ADDRESSES, each into a <template>
 * (web/prerender.ts). The script below asks GET /api/v1/users/addresses with the ID token Firebase Auth keeps in
 * this browser, fills copies with the answer and the stored cart's count, puts the page in the picture's place and
 * holds it (FIRST_PAINT_HOLD_ATTRIBUTE) until the app's address section has its own answer (CheckoutPage), so the
 * student never sees the addresses give way to a loading state. The order summary and the phone's Place Order bar
 * come with the app: their figures are priced by its pricing code.
 */

export const EARLY_CHECKOUT_TEMPLATE_ID = 'first-paint-checkout';
export const EARLY_ADDRESSES_TEMPLATE_ID = 'first-paint-checkout-addresses';

const sampleAddress = (id: string, isDefault: boolean): Address => ({
  _id: id,
  label: '¤label',
  street: '¤street',
  landmark: '¤landmark',
  city: '¤city',
  state: '¤state',
  zipCode: '¤zip',
  phone: '¤phone',
  isDefault,
});

type AddressTexts = Omit<Address, 'isDefault'>;

interface Sample {
  address: AddressTexts;
  chosen: string;
  other: string;
  totalItems: string;
}

const CHOSEN = sampleAddress('sampleAddressChosen', true);
const OTHER = sampleAddress('sampleAddressOther', false);

/** The chosen default address, then one not chosen: the script copies the one of an address's kind for it. */
export const SAMPLE_ADDRESSES = [CHOSEN, OTHER];

const sample = (): Sample => {
  const { isDefault: _isDefault, ...texts } = CHOSEN;
  return { address: texts, chosen: CHOSEN._id, other: OTHER._id, totalItems: SAMPLE_CART_COUNT };
};

/**
 * Runs as an inline script right after the first paint (its source text, so it uses nothing from outside itself).
 * Draws nothing unless the stored cart is one the page draws plainly, Auth's stored token is good for another
 * minute, and the answer is a non-empty list of addresses of the shape it knows; the picture then stays as it was.
 */
async function drawEarlyCheckout(
  shownTemplate: ShownTemplate,
  replaceIn: ReplaceTokens,
  askWithStoredToken: AskWithStoredToken,
  readPlainStoredCart: ReadPlainStoredCart,
  fillCartCount: FillCartCount,
  cartLinkLabel: typeof CartRules.cartLinkLabel,
  firstPaintId: string,
  holdAttribute: string,
  storageKey: string,
  templateIds: { page: string; addresses: string },
  sample: Sample,
) {
  const pageTemplate = shownTemplate(templateIds.page);
  const addressesTemplate = shownTemplate(templateIds.addresses);
  if (!pageTemplate || !addressesTemplate) return;
  const cart = readPlainStoredCart(storageKey);
  if (!cart) return;
  const answer = (await askWithStoredToken('/api/v1/users/addresses')) as { addresses?: unknown } | undefined;
  const addresses = answer?.addresses;
  if (!Array.isArray(addresses) || addresses.length === 0) return;
  const fields = Object.keys(sample.address) as (keyof AddressTexts)[];
  for (const address of addresses as Record<string, unknown>[]) {
    if (typeof address?.isDefault !== 'boolean' || fields.some((field) => field !== 'landmark' && typeof address[field] !== 'string')) return;
    if (address.landmark !== undefined && typeof address.landmark !== 'string') return;
  }
  const list = addresses as (Partial<AddressTexts> & { _id: string; isDefault: boolean })[];

  const firstPaint = document.getElementById(firstPaintId);
  // The app has drawn already: it takes it from here.
  if (!firstPaint) return;
  const page = pageTemplate.content.cloneNode(true) as DocumentFragment;
  const choices = addressesTemplate.content.cloneNode(true) as DocumentFragment;
  const loading = page.querySelector('[aria-label="Loading addresses"]');
  const group = choices.querySelector('[role="radiogroup"]');
  const [chosenRow, otherRow] = Array.from(group?.children ?? []);
  if (!loading || !group || !chosenRow || !otherRow) return;
  // The summary and the phone's bar, priced by the app: they come with it. The bar is the screen's one other part
  // that says "Place Order".
  page.querySelector('[aria-labelledby="checkout-summary-heading"]')?.remove();
  const screen = page.querySelector('h1')?.parentElement;
  for (const part of Array.from(screen?.children ?? [])) if (part.textContent?.includes('Place Order')) part.remove();
  fillCartCount(replaceIn, cartLinkLabel, page, sample.totalItems, cart.totalItems);

  // As the app chooses: the default address, else the first.
  const chosen = (list.find((address) => address.isDefault) ?? list[0])?._id;
  chosenRow.remove();
  otherRow.remove();
  for (const address of list) {
    const row = (address._id === chosen ? chosenRow : otherRow).cloneNode(true) as Element;
    if (!address.isDefault) {
      for (const label of Array.from(row.querySelectorAll('span')))
        if (label.textContent === 'Default' && !label.children.length) label.parentElement?.remove();
    }
    if (!address.landmark) {
      for (const line of Array.from(row.querySelectorAll('p'))) if (line.textContent === sample.address.landmark) line.remove();
    }
    replaceIn(row, address._id === chosen ? sample.chosen : sample.other, address._id);
    for (const field of fields) if (field !== '_id') replaceIn(row, sample.address[field] ?? '', address[field] ?? '');
    group.appendChild(row);
  }
  loading.replaceWith(choices);
  firstPaint.replaceChildren(page);
  firstPaint.setAttribute(holdAttribute, '');
}

/** The inline script placed after the first paint of the checkout page: it asks for the app's code once it is done. */
export const earlyCheckoutScript = () =>
  drawThenStartAppScript(
    drawEarlyCheckout,
    [shownTemplate, replaceTokens, askWithStoredToken, readPlainStoredCart, fillCartCount, cartLinkLabel],
    [FIRST_PAINT_ID, FIRST_PAINT_HOLD_ATTRIBUTE, CART_STORAGE_KEY, { page: EARLY_CHECKOUT_TEMPLATE_ID, addresses: EARLY_ADDRESSES_TEMPLATE_ID }, sample()],
  );
