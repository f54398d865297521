import type { Route } from '../route';

// The vendor console.

export const vendorEatery = { method: 'GET', path: '/vendor/restaurant', access: 'vendor' } as const satisfies Route;
export const setEateryOpen = { method: 'PATCH', path: '/vendor/restaurant', access: 'vendor' } as const satisfies Route;
export const setEateryBusy = { method: 'PUT', path: '/vendor/restaurant/busy', access: 'vendor' } as const satisfies Route;
export const setEaterySlots = { method: 'PUT', path: '/vendor/restaurant/slots', access: 'vendor' } as const satisfies Route;
export const setEateryHours = { method: 'PUT', path: '/vendor/restaurant/hours', access: 'vendor' } as const satisfies Route;
export const vendorOrders = { method: 'GET', path: '/vendor/orders', access: 'vendor' } as const satisfies Route;
export const moveOrder = { method: 'PATCH', path: '/vendor/orders/{id}', access: 'vendor' } as const satisfies Route;
export const vendorFigures = { method: 'GET', path: '/vendor/figures', access: 'vendor' } as const satisfies Route;
export const vendorMenu = { method: 'GET', path: '/vendor/menu', access: 'vendor' } as const satisfies Route;
export const addDish = { method: 'POST', path: '/vendor/menu/items', access: 'vendor' } as const satisfies Route;
export const editDish = { method: 'PUT', path: '/vendor/menu/items/{id}', access: 'vendor' } as const satisfies Route;
export const setDishAvailable = { method: 'PATCH', path: '/vendor/menu/items/{id}/availability', access: 'vendor' } as const satisfies Route;
export const removeDish = { method: 'DELETE', path: '/vendor/menu/items/{id}', access: 'vendor' } as const satisfies Route;
export const orderSections = { method: 'PUT', path: '/vendor/menu/categories', access: 'vendor' } as const satisfies Route;
export const vendorReviews = { method: 'GET', path: '/vendor/reviews', access: 'vendor' } as const satisfies Route;
export const replyToReview = { method: 'PUT', path: '/vendor/reviews/{id}/reply', access: 'vendor' } as const satisfies Route;
