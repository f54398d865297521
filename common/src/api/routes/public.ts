import type { Route } from '../route';

// The public reads: the eatery list, a menu, an eatery’s pickup slots and reviews, and the API’s description.

export const listRestaurants = { method: 'GET', path: '/vendors/restaurants', access: 'anyone' } as const satisfies Route;
export const restaurantDetail = { method: 'GET', path: '/vendors/restaurants/{id}', access: 'anyone' } as const satisfies Route;
export const eaterySlots = { method: 'GET', path: '/vendors/restaurants/{id}/slots', access: 'anyone' } as const satisfies Route;
export const eateryReviews = { method: 'GET', path: '/vendors/restaurants/{id}/reviews', access: 'anyone' } as const satisfies Route;
export const openApiDocument = { method: 'GET', path: '/openapi.json', access: 'anyone' } as const satisfies Route;
