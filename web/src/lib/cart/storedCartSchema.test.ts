import { describe, expect, it } from 'vitest';
import { parseStoredCart } from './storedCartSchema';

const line = { _id: 'l1', menuItem: 'cuttingChai', name: 'Cutting Chai', description: 'Half a glass', quantity: 3, price: 15, veg: true, available: true };
const cart = { items: [line], vendor: 'chaiPointKiosk', vendorName: 'Chai Point Kiosk', vendorOpen: true };

describe('parseStoredCart', () => {
  it('takes a stored cart and keeps the cart fields alone (the stored price figures are left out)', () => {
    const priced = { ...cart, subtotal: 45, deliveryFee: 49, platformFee: 5, total: 99, walletBalance: 0, walletApplicable: 0, totalWithWallet: 99 };
    expect(parseStoredCart({ owner: 'uid-1', cart: priced })).toEqual({ owner: 'uid-1', cart });
    expect(parseStoredCart({ owner: null, cart: { items: [], vendor: null, vendorName: null, vendorOpen: true } })).toEqual({
      owner: null,
      cart: { items: [], vendor: null, vendorName: null, vendorOpen: true },
    });
  });

  it('refuses what is not a stored cart: a missing or mistyped field, a fractional quantity', () => {
    const { available: _available, ...withoutAvailable } = line;
    for (const broken of [
      null,
      'cart',
      { cart },
      { owner: 7, cart },
      { owner: null, cart: { ...cart, vendorOpen: 'yes' } },
      { owner: null, cart: { ...cart, items: [withoutAvailable] } },
      { owner: null, cart: { ...cart, items: [{ ...line, quantity: 1.5 }] } },
      { owner: null, cart: { ...cart, items: [{ ...line, price: '15' }] } },
    ]) {
      expect(parseStoredCart(broken)).toBeUndefined();
    }
  });
});
