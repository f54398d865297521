import type { Route } from '../route';

// What the cart of every page calls: the cart and the wallet balance it may apply.

export const getCart = { method: 'GET', path: '/cart', access: 'student' } as const satisfies Route;
export const addToCart = { method: 'POST', path: '/cart', access: 'registered-student' } as const satisfies Route;
export const updateCartItem = { method: 'PATCH', path: '/cart/item', access: 'registered-student' } as const satisfies Route;
export const mergeCart = { method: 'POST', path: '/cart/merge', access: 'registered-student' } as const satisfies Route;
export const wallet = { method: 'GET', path: '/payments/wallet', access: 'student' } as const satisfies Route;
