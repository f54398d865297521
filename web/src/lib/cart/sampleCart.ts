import type { CartLine } from '@campuseats/common/cart';
import { totalItemsOf } from '@campuseats/common/cartRules';
import type { StoredCart } from './storedCartSchema';

// The stored cart the build draws the cart and checkout pages for, into the templates their inline scripts fill with
// this device's (features/cart/firstPaint/lastSeenCart.ts, features/checkout/firstPaint/earlyCheckout.ts). Its texts
// are placeholders no real cart has.

export const SAMPLE_NAME = '¤name';
export const SAMPLE_DESCRIPTION = '¤description';
export const SAMPLE_VENDOR_NAME = '¤vendorName';
export const SAMPLE_VENDOR = 'sampleEatery';

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

/** One line of each kind (veg, non-veg): the cart page's script copies the one of a line's kind for it. */
export const SAMPLE_CART: StoredCart = {
  owner: null,
  cart: { items: [sampleLine(true, 1001, 7), sampleLine(false, 1003, 9)], vendor: SAMPLE_VENDOR, vendorName: SAMPLE_VENDOR_NAME, vendorOpen: true },
};

/** The sample's count of dishes, as the header's badge shows it. */
export const SAMPLE_CART_COUNT = String(totalItemsOf(SAMPLE_CART.cart.items));
