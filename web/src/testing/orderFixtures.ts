import type { Address } from '@campuseats/common/addresses';
import type { Cart, PricedCart } from '@campuseats/common/cart';
import type { Order } from '@campuseats/common/orders';
import { priceCart } from '@campuseats/common/pricing';

// A student's cart, saved address and placed order as the API answers them, for screen tests.

export const CART: Cart = {
  items: [{ _id: 'line1', menuItem: 'dish1', name: 'Masala Dosa', description: 'Crisp', quantity: 2, price: 120, veg: true, available: true }],
  vendor: 'eatery1',
  vendorName: 'Test Canteen',
  vendorOpen: true,
};
export const WALLET = 850;
export const PRICED_CART: PricedCart = { ...CART, ...priceCart(CART.items, WALLET) };

export const DELIVERY_ADDRESS: NonNullable<Order['deliveryAddress']> = {
  label: 'Hostel',
  street: 'Block D, Room 118',
  city: 'Campus',
  state: 'Karnataka',
  zipCode: '560012',
  landmark: '',
  phone: '+919800000001',
};
export const HOSTEL: Address = { ...DELIVERY_ADDRESS, _id: 'address1', isDefault: true };

export const ORDER: Order = {
  id: 'order1',
  orderNumber: 'CE-7KQ4-M2XD',
  restaurantId: 'eatery1',
  restaurant: { name: 'Test Canteen', address: 'Block A' },
  vendor: { _id: 'eatery1', id: 'eatery1', name: 'Test Canteen' },
  status: 'placed',
  fulfilment: 'delivery',
  token: 'T-007',
  date: '2026-11-20T12:00:00.000Z',
  estimatedDeliveryAt: '2026-11-20T12:45:00.000Z',
  items: [{ menuItemId: 'dish1', name: 'Masala Dosa', quantity: 2, price: 120, veg: true }],
  paymentMethod: 'upi',
  subtotal: PRICED_CART.subtotal,
  deliveryFee: PRICED_CART.deliveryFee,
  platformFee: PRICED_CART.platformFee,
  walletApplied: 0,
  total: PRICED_CART.total,
  deliveryAddress: DELIVERY_ADDRESS,
  rating: null,
};
