import type { Route } from '../route';

// The admin console.

export const campusFigures = { method: 'GET', path: '/admin/figures', access: 'admin' } as const satisfies Route;
export const allReviews = { method: 'GET', path: '/admin/reviews', access: 'admin' } as const satisfies Route;
export const moderateReview = { method: 'PATCH', path: '/admin/reviews/{id}', access: 'admin' } as const satisfies Route;
export const createEatery = { method: 'POST', path: '/admin/eateries', access: 'admin' } as const satisfies Route;
export const suspendEatery = { method: 'PATCH', path: '/admin/eateries/{id}', access: 'admin' } as const satisfies Route;
export const listAccounts = { method: 'GET', path: '/admin/users', access: 'admin' } as const satisfies Route;
export const updateAccount = { method: 'PATCH', path: '/admin/users/{uid}', access: 'admin' } as const satisfies Route;
export const deleteAccount = { method: 'POST', path: '/admin/users/{uid}/deletion', access: 'admin' } as const satisfies Route;
export const auditLog = { method: 'GET', path: '/admin/audit', access: 'admin' } as const satisfies Route;
export const sweepOrders = { method: 'POST', path: '/admin/orders/sweep', access: 'admin' } as const satisfies Route;
