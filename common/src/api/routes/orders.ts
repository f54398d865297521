import type { Route } from '../route';

// A student’s own orders and their reviews.

export const listOrders = { method: 'GET', path: '/orders/prevOrders', access: 'student' } as const satisfies Route;
export const reorder = { method: 'POST', path: '/orders/{id}/reorder', access: 'registered-student' } as const satisfies Route;
export const trackedOrder = { method: 'GET', path: '/orders/{id}', access: 'student' } as const satisfies Route;
export const cancelOrder = { method: 'POST', path: '/orders/{id}/cancel', access: 'student' } as const satisfies Route;
export const reviewOrder = { method: 'POST', path: '/orders/{id}/review', access: 'registered-student' } as const satisfies Route;
export const ownReview = { method: 'GET', path: '/orders/{id}/review', access: 'student' } as const satisfies Route;
