// No zod here: the web app's first visits import the routes they call, and nothing more (see contract.ts).

/**
 * Who may call an endpoint: `student` is a token whose role is `user`; `registered-student` also needs the
 * student record POST /auth/register writes (docs/product.md#the-api).
 */
export type Access = 'anyone' | 'anyone-token-optional' | 'signed-in' | 'student' | 'registered-student' | 'vendor' | 'admin';

/** The abuse limits a route counts against (their figures: functions/src/lib/rateLimit.ts). */
export type RateLimitClass = 'cart' | 'orders' | 'account' | 'reviews' | 'moderation' | 'admin' | 'kitchen' | 'registration' | 'luckyDraw';

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api/v1, parameters in braces: `/orders/{id}/cancel`. */
  path: string;
  access: Access;
  rateLimit?: RateLimitClass;
  /**
   * When the request counts against its limit: before any work (the default); `after-parse`, so that a malformed
   * request spends no one's allowance; `with-commit`, while the route's one conditional write reads
   * (functions/src/lib/admission.ts).
   */
  counted?: 'after-parse' | 'with-commit';
  /** One request of a caller at a time (functions/src/lib/perCallerQueue.ts): a write a student may fire several times at once. */
  oneAtATime?: true;
  /** The same answer for every caller, with Cache-Control, ETag and 304 (functions/src/lib/httpCache.ts). */
  publicCacheable?: true;
}

// Every endpoint of /api/v1, in the order docs/api.md lists them. Each one's schemas, texts and errors are in
// contract.ts under the same name; its handler in functions/src/routes/.

export const listRestaurants = { method: 'GET', path: '/vendors/restaurants', access: 'anyone', publicCacheable: true } as const satisfies Route;
export const restaurantDetail = { method: 'GET', path: '/vendors/restaurants/{id}', access: 'anyone', publicCacheable: true } as const satisfies Route;
export const register = {
  method: 'POST',
  path: '/auth/register',
  access: 'signed-in',
  rateLimit: 'registration',
  counted: 'after-parse',
} as const satisfies Route;
export const verify = { method: 'GET', path: '/auth/verify', access: 'signed-in' } as const satisfies Route;
export const updateProfile = { method: 'PUT', path: '/users/me', access: 'signed-in', rateLimit: 'account' } as const satisfies Route;
export const listAddresses = { method: 'GET', path: '/users/addresses', access: 'signed-in' } as const satisfies Route;
export const createAddress = { method: 'POST', path: '/users/addresses', access: 'registered-student', rateLimit: 'account' } as const satisfies Route;
export const updateAddress = { method: 'PUT', path: '/users/addresses/{id}', access: 'signed-in', rateLimit: 'account' } as const satisfies Route;
export const deleteAddress = { method: 'DELETE', path: '/users/addresses/{id}', access: 'signed-in', rateLimit: 'account' } as const satisfies Route;
export const setDefaultAddress = { method: 'PATCH', path: '/users/addresses/{id}/default', access: 'signed-in', rateLimit: 'account' } as const satisfies Route;
export const getCart = { method: 'GET', path: '/cart', access: 'student' } as const satisfies Route;
export const addToCart = { method: 'POST', path: '/cart', access: 'registered-student', rateLimit: 'cart', oneAtATime: true } as const satisfies Route;
export const updateCartItem = {
  method: 'PATCH',
  path: '/cart/item',
  access: 'registered-student',
  rateLimit: 'cart',
  oneAtATime: true,
} as const satisfies Route;
export const mergeCart = { method: 'POST', path: '/cart/merge', access: 'registered-student', rateLimit: 'cart', oneAtATime: true } as const satisfies Route;
export const wallet = { method: 'GET', path: '/payments/wallet', access: 'student' } as const satisfies Route;
export const placeOrder = {
  method: 'POST',
  path: '/payments/orders',
  access: 'registered-student',
  rateLimit: 'orders',
  oneAtATime: true,
} as const satisfies Route;
// Before GET /orders/{id}, which would otherwise take `prevOrders` for an id.
export const listOrders = { method: 'GET', path: '/orders/prevOrders', access: 'student' } as const satisfies Route;
export const reorder = {
  method: 'POST',
  path: '/orders/{id}/reorder',
  access: 'registered-student',
  rateLimit: 'orders',
  oneAtATime: true,
} as const satisfies Route;
export const trackedOrder = { method: 'GET', path: '/orders/{id}', access: 'student' } as const satisfies Route;
export const cancelOrder = { method: 'POST', path: '/orders/{id}/cancel', access: 'student', rateLimit: 'orders', oneAtATime: true } as const satisfies Route;
export const enterLuckyDraw = {
  method: 'POST',
  path: '/luckyDraw',
  access: 'anyone-token-optional',
  rateLimit: 'luckyDraw',
  counted: 'after-parse',
} as const satisfies Route;
export const vendorEatery = { method: 'GET', path: '/vendor/restaurant', access: 'vendor' } as const satisfies Route;
export const setEateryOpen = { method: 'PATCH', path: '/vendor/restaurant', access: 'vendor', rateLimit: 'kitchen' } as const satisfies Route;
export const setEateryHours = { method: 'PUT', path: '/vendor/restaurant/hours', access: 'vendor', rateLimit: 'kitchen' } as const satisfies Route;
export const vendorOrders = { method: 'GET', path: '/vendor/orders', access: 'vendor' } as const satisfies Route;
export const moveOrder = {
  method: 'PATCH',
  path: '/vendor/orders/{id}',
  access: 'vendor',
  rateLimit: 'kitchen',
  counted: 'with-commit',
  oneAtATime: true,
} as const satisfies Route;
export const vendorFigures = { method: 'GET', path: '/vendor/figures', access: 'vendor' } as const satisfies Route;
export const campusFigures = { method: 'GET', path: '/admin/figures', access: 'admin' } as const satisfies Route;
export const vendorMenu = { method: 'GET', path: '/vendor/menu', access: 'vendor' } as const satisfies Route;
export const addDish = { method: 'POST', path: '/vendor/menu/items', access: 'vendor', rateLimit: 'kitchen' } as const satisfies Route;
export const editDish = { method: 'PUT', path: '/vendor/menu/items/{id}', access: 'vendor', rateLimit: 'kitchen' } as const satisfies Route;
export const setDishAvailable = {
  method: 'PATCH',
  path: '/vendor/menu/items/{id}/availability',
  access: 'vendor',
  rateLimit: 'kitchen',
} as const satisfies Route;
export const removeDish = { method: 'DELETE', path: '/vendor/menu/items/{id}', access: 'vendor', rateLimit: 'kitchen' } as const satisfies Route;
export const orderSections = { method: 'PUT', path: '/vendor/menu/categories', access: 'vendor', rateLimit: 'kitchen' } as const satisfies Route;
export const reviewOrder = {
  method: 'POST',
  path: '/orders/{id}/review',
  access: 'registered-student',
  rateLimit: 'reviews',
  oneAtATime: true,
} as const satisfies Route;
export const ownReview = { method: 'GET', path: '/orders/{id}/review', access: 'student' } as const satisfies Route;
export const eateryReviews = { method: 'GET', path: '/vendors/restaurants/{id}/reviews', access: 'anyone', publicCacheable: true } as const satisfies Route;
export const vendorReviews = { method: 'GET', path: '/vendor/reviews', access: 'vendor' } as const satisfies Route;
export const replyToReview = { method: 'PUT', path: '/vendor/reviews/{id}/reply', access: 'vendor', rateLimit: 'kitchen' } as const satisfies Route;
export const allReviews = { method: 'GET', path: '/admin/reviews', access: 'admin' } as const satisfies Route;
export const moderateReview = { method: 'PATCH', path: '/admin/reviews/{id}', access: 'admin', rateLimit: 'moderation' } as const satisfies Route;
export const createEatery = { method: 'POST', path: '/admin/eateries', access: 'admin', rateLimit: 'admin' } as const satisfies Route;
export const suspendEatery = { method: 'PATCH', path: '/admin/eateries/{id}', access: 'admin', rateLimit: 'admin' } as const satisfies Route;
export const listAccounts = { method: 'GET', path: '/admin/users', access: 'admin' } as const satisfies Route;
export const updateAccount = { method: 'PATCH', path: '/admin/users/{uid}', access: 'admin', rateLimit: 'admin' } as const satisfies Route;
export const auditLog = { method: 'GET', path: '/admin/audit', access: 'admin' } as const satisfies Route;
export const openApiDocument = { method: 'GET', path: '/openapi.json', access: 'anyone', publicCacheable: true } as const satisfies Route;
