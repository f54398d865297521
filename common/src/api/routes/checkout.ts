import type { Route } from '../route';

// Placing an order: the checkout page's call.

export const placeOrder = { method: 'POST', path: '/payments/orders', access: 'registered-student' } as const satisfies Route;
