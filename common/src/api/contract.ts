import { z } from 'zod';
import {
  addressDeletedResponseSchema,
  addressInputSchema,
  addressListResponseSchema,
  addressRequestSchema,
  addressResponseSchema,
  MAX_ADDRESSES_PER_USER,
} from '../addresses';
import {
  ADMIN_MESSAGES,
  AUDIT_PAGE_SIZE,
  USERS_MAX_PAGE_SIZE,
  USERS_PAGE_SIZE,
  adminEateryResponseSchema,
  adminUserResponseSchema,
  auditPageQuerySchema,
  auditPageSchema,
  createEateryRequestSchema,
  createEateryResponseSchema,
  suspendEateryRequestSchema,
  sweepOrdersRequestSchema,
  sweepOrdersResponseSchema,
  uidSchema,
  updateUserRequestSchema,
  usersPageSchema,
  usersQuerySchema,
} from '../admin';
import { CAMPUS_LOCATION } from '../campus';
import { ACCEPT_WITHIN_MINUTES } from '../orderSweep';
import { addToCartRequestSchema, mergeCartRequestSchema, pricedCartResponseSchema, updateCartItemRequestSchema } from '../cart';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE, OTHER_EATERY_REASON } from '../cartRules';
import type { ErrorCode } from '../errors';
import { luckyDrawEntrySchema, luckyDrawResponseSchema } from '../luckyDraw';
import {
  eateryBusyRequestSchema,
  eateryOpenRequestSchema,
  openingHoursRequestSchema,
  LIFECYCLE_MESSAGES,
  studentCancelRequestSchema,
  trackedOrderResponseSchema,
  updateOrderStatusRequestSchema,
  vendorEateryResponseSchema,
  vendorOrdersPageSchema,
  vendorOrdersQuerySchema,
  VENDOR_ORDERS_PAGE_SIZE,
} from '../orderLifecycle';
import {
  idempotencyKeySchema,
  ordersPageQuerySchema,
  ordersPageResponseSchema,
  ORDERS_PAGE_SIZE,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from '../orders';
import { CHECKOUT_MESSAGES, MAX_ACTIVE_ORDERS } from '../checkout';
import { PICKUP_MESSAGES } from '../pickup';
import { SLOT_MESSAGES } from '../slots';
import { eaterySlotsResponseSchema, slotSettingsRequestSchema } from '../slotSchemas';
import { documentIdSchema, restaurantDetailResponseSchema, restaurantListQuerySchema, restaurantListResponseSchema } from '../restaurants';
import { RESTAURANTS_MAX_PAGE_SIZE, RESTAURANTS_PAGE_SIZE } from '../restaurantOptions';
import { FIGURE_DAYS, figuresResponseSchema } from '../figures';
import {
  MENU_LIMITS,
  MENU_MESSAGES,
  availabilityRequestSchema,
  categoryOrderRequestSchema,
  dishRemovedResponseSchema,
  menuItemInputSchema,
  vendorMenuItemResponseSchema,
  vendorMenuResponseSchema,
} from '../menuEditor';
import {
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  STAFF_REVIEWS_PAGE_SIZE,
  moderateReviewRequestSchema,
  ownReviewResponseSchema,
  publicReviewsPageSchema,
  replyRequestSchema,
  reviewRequestSchema,
  reviewResponseSchema,
  reviewsPageQuerySchema,
  reviewsPageSchema,
} from '../reviews';
import {
  SIGNUP_MESSAGES,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  RECENT_LOGIN_MESSAGE,
  registerResponseSchema,
  registrationSchema,
  verifyResponseSchema,
} from '../users';
import { walletResponseSchema } from '../wallet';
import {
  DATA_RIGHTS_MESSAGES,
  DELETION_REFUSALS,
  accountDeletionRequestSchema,
  accountDeletionResponseSchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
} from '../privacy';
import { dataExportSchema } from '../dataExport';
import type { Route } from './route';
import type * as routes from './routes';

/** Every endpoint of /api/v1, declared once (docs/decisions/0014-one-api-contract.md): the server, the OpenAPI document and the web client follow it. */

/** zod-openapi takes any zod schema (classic or mini); a parameter list must be an object schema. */
type Schema = z.core.$ZodType;
type ParameterSchema = z.core.$ZodType<unknown, Record<string, unknown>>;

export type RouteName = keyof typeof routes;

export interface Answer {
  status: 200 | 201;
  description: string;
  /** Absent for the OpenAPI document itself, which has a schema of its own (the OpenAPI specification's). */
  schema?: Schema;
  /** Response headers worth a client's attention, by name. */
  headers?: Record<string, string>;
}

/** The abuse limits an endpoint counts against (their figures: functions/src/lib/rateLimit.ts). */
export type RateLimitClass = 'cart' | 'orders' | 'account' | 'reviews' | 'moderation' | 'admin' | 'kitchen' | 'registration' | 'luckyDraw' | 'dataRights';

export interface Endpoint {
  /** The section of docs/api.md. */
  tag: Tag;
  rateLimit?: RateLimitClass;
  /** When the request counts against its limit: before any work, after parsing, or while its one write reads (functions/src/lib/admission.ts). */
  counted?: 'after-parse' | 'with-commit';
  /** One request of a caller at a time (functions/src/lib/perCallerQueue.ts): a write a student may fire several times at once. */
  oneAtATime?: true;
  /** The same answer for every caller, with Cache-Control, ETag and 304 (functions/src/lib/httpCache.ts). */
  publicCacheable?: true;
  summary: string;
  description?: string;
  pathParams?: ParameterSchema;
  query?: ParameterSchema;
  /** Request headers by name, parsed before the body; a refusal answers the schema's own message. */
  headers?: z.ZodObject;
  /** What each parameter (path, query or header) means, by name. */
  parameterNotes?: Record<string, string>;
  body?: Schema;
  /** What `body` accepts, as JSON Schema can say it, where `body` checks in a way it cannot follow (below). */
  documentedBody?: Schema;
  answers: readonly Answer[];
  /** When the endpoint answers each error code of its own (the ones every endpoint of its kind answers are added). */
  errors?: Partial<Record<ErrorCode, string>>;
}

export const TAGS = {
  Eateries: 'The eatery list and each eatery’s menu: public, and cacheable.',
  Account: 'Signing up and the signed-in account.',
  Addresses: 'A signed-in account’s delivery addresses.',
  Cart: 'A student’s cart: one eatery’s dishes, priced from the menu in every answer.',
  Checkout: 'The wallet and placing an order.',
  Orders: 'A student’s own orders.',
  'Lucky draw': 'The landing page’s lucky draw.',
  'Vendor console': 'The eatery a vendor account runs, and its orders.',
  Reviews: 'Students rate delivered orders; eateries answer; admins hide reviews that break the rules.',
  Admin: 'The admin console.',
  Reference: 'This document.',
} as const;
type Tag = keyof typeof TAGS;

/** The `{id}` of a path: a document id, as the routes parse it. */
const byId = { pathParams: z.object({ id: documentIdSchema }), parameterNotes: { id: 'A document id: 1 to 64 letters and digits.' } };
/** The `{uid}` of a path: a Firebase Auth uid. */
const byUid = { pathParams: z.object({ uid: uidSchema }), parameterNotes: { uid: 'A Firebase Auth uid.' } };
/** The query parameter of every list paged by a cursor. */
const CURSOR_NOTE = { cursor: 'The previous page’s `nextCursor`.' };
const NO_SUCH_EATERY = 'No such eatery: "Restaurant not found".';
const NO_SUCH_OWN_ORDER = 'No such order, or another student’s: "Order not found".';
const CLOSED_OR_UNAVAILABLE = '`details.reason` `eatery-closed`: the eatery is closed; `item-unavailable`: the dish is marked unavailable.';
/** Every vendor endpoint's 404 (functions/src/openapi/document.ts adds it where an endpoint names no other). */
export const NO_EATERY = `No eatery lists this account as its owner: "${LIFECYCLE_MESSAGES.noEatery}".`;
const NO_SUCH_DISH = `No such dish on the eatery’s menu ("Menu item not found"). ${NO_EATERY}`;
/** A vendor's change to their own eatery or menu. */
const kitchen = { tag: 'Vendor console', rateLimit: 'kitchen' } as const;

const answer =
  <Status extends Answer['status']>(status: Status) =>
  <S extends Schema>(schema: S, description: string, headers?: Record<string, string>) => ({ status, schema, description, ...(headers ? { headers } : {}) });
const ok = answer(200);
const created = answer(201);

/** Two bodies check in steps JSON Schema cannot follow (defaults filled before the check, a field checked after another), so they document what they accept. */
const addressRequestBody = addressInputSchema.extend({
  city: addressInputSchema.shape.city.default(CAMPUS_LOCATION.city),
  state: addressInputSchema.shape.state.default(CAMPUS_LOCATION.state),
  zipCode: addressInputSchema.shape.zipCode.default(CAMPUS_LOCATION.zipCode),
});
const updateCartItemBody = z.object({ menuItemId: documentIdSchema, quantity: updateCartItemRequestSchema.def.in.shape.quantity });

/** PUT, DELETE and PATCH of one of the caller's own addresses. */
const ownAddress = {
  tag: 'Addresses',
  rateLimit: 'account',
  ...byId,
  errors: { 'not-found': 'No such address, or another account’s: "Address not found".' },
} as const satisfies Partial<Endpoint>;

const pricedCart = ok(pricedCartResponseSchema, 'The whole cart, priced at today’s menu prices as checkout will charge it.');

export const CONTRACT = {
  listRestaurants: {
    tag: 'Eateries',
    publicCacheable: true,
    summary: 'List eateries',
    description: `One page of eateries, ${RESTAURANTS_PAGE_SIZE} by default. Enum values match in any letter case.`,
    query: restaurantListQuerySchema,
    parameterNotes: {
      search: 'Matches the eatery’s name or cuisine, any case.',
      page: 'From 1 (the default).',
      limit: `Eateries a page, at most ${RESTAURANTS_MAX_PAGE_SIZE}.`,
      category: 'A food category: eateries whose cuisine belongs to it.',
      diet: '`veg`: pure-veg eateries only.',
      sort: '`relevance` by default.',
    },
    answers: [ok(restaurantListResponseSchema, 'The page, the number of pages and the number of eateries that match.')],
  },
  eaterySlots: {
    tag: 'Eateries',
    summary: 'An eatery’s pickup slots today',
    description:
      'The slots of today (IST) an order placed now can still go in, each with its places left (`full` when none), and the one “As ' +
      'soon as possible” takes (`asap`, null while the busy switch is on or when none has room). An eatery without slots answers ' +
      '`settings: null` and no slots. Changes with every order: never cached.',
    ...byId,
    answers: [ok(eaterySlotsResponseSchema, 'The settings, today’s slots to come and the earliest with room.')],
    errors: { 'not-found': 'No such eatery: "Restaurant not found".' },
  },
  restaurantDetail: {
    tag: 'Eateries',
    publicCacheable: true,
    summary: 'An eatery and its menu',
    description: 'The eatery, its bestsellers and its menu in sections, dishes in menu order.',
    ...byId,
    answers: [ok(restaurantDetailResponseSchema, 'The eatery and its menu.')],
    errors: { 'not-found': NO_SUCH_EATERY },
  },
  register: {
    tag: 'Account',
    rateLimit: 'registration',
    counted: 'after-parse',
    summary: 'Register a student',
    description:
      'Writes the student record of a Firebase Auth account that has none yet; calling it again changes nothing. ' +
      'Hostellers send `hostelDetails`, others `offCampusAddress`. A `phone` holding an email means no phone. ' +
      'With a phone, the address given becomes the first saved address, in the same write. ' +
      'Only the signed-in account registers itself: `firebaseUid` and `email` must be the token’s account’s.',
    body: registrationSchema,
    answers: [
      created(registerResponseSchema, 'Registered: "Registration successful", with the new profile.'),
      ok(registerResponseSchema, 'Already registered: "Already registered"; nothing changed.'),
    ],
    errors: {
      'invalid-argument': 'The email differs from the signed-in account’s.',
      'permission-denied': '`firebaseUid` is not the signed-in account’s.',
    },
  },
  verify: {
    tag: 'Account',
    summary: 'Who is signed in',
    description: 'The account’s role as it is now, and the student record (`user` is null when signup never finished).',
    answers: [ok(verifyResponseSchema, 'The role and the profile.')],
  },
  updateProfile: {
    tag: 'Account',
    rateLimit: 'account',
    summary: 'Update one’s profile',
    description: 'Name, email (the sign-in email) and phone. An email change needs a sign-in within the last 5 minutes.',
    body: profileUpdateSchema,
    answers: [ok(profileUpdateResponseSchema, '"Profile updated successfully", and the profile.')],
    errors: {
      'not-found': 'The account has no student record: "Profile not found".',
      'already-exists': `Another account uses that email: "${SIGNUP_MESSAGES.emailTaken}".`,
      'failed-precondition': `An email change without a recent sign-in: "${RECENT_LOGIN_MESSAGE}".`,
    },
  },
  notificationPreferences: {
    tag: 'Account',
    summary: 'What notifies one',
    description: 'Order updates (on unless turned off), offers and announcements (off unless turned on).',
    answers: [ok(notificationPreferencesResponseSchema, 'Each topic, on or off.')],
  },
  updateNotificationPreferences: {
    tag: 'Account',
    rateLimit: 'account',
    summary: 'Choose what notifies one',
    description:
      'Every notification written from then on follows the choice: a topic turned off writes nothing to the feed, so nothing shows on the device either.',
    body: notificationPreferencesSchema,
    answers: [ok(notificationPreferencesResponseSchema, 'The choices as saved.')],
    errors: { 'not-found': 'The account has no student record: "Profile not found".' },
  },
  exportOwnData: {
    tag: 'Account',
    rateLimit: 'dataRights',
    summary: 'Download one’s data',
    description:
      'Everything held about the caller, as one JSON document: the account, the profile, notification choices, saved addresses, the cart, orders with their lines and history, reviews with their replies, the notification feed, the wallet balance and its movements (each order’s wallet share, and each refund), and lucky-draw entries.',
    answers: [ok(dataExportSchema, 'The caller’s data; nobody else’s.')],
  },
  deleteOwnAccount: {
    tag: 'Account',
    rateLimit: 'dataRights',
    summary: 'Delete one’s account',
    description:
      'Needs a sign-in within the last 5 minutes and `confirm` set to "DELETE". Removes the sign-in account, the profile, addresses, cart, notifications and lucky-draw entries; keeps orders (for the eateries’ accounts) and reviews with the personal fields removed ("Deleted account", "Former student"). Calling it again after an interrupted run finishes the deletion.',
    body: accountDeletionRequestSchema,
    answers: [ok(accountDeletionResponseSchema, `"${DATA_RIGHTS_MESSAGES.deleted}", what was kept and the wallet balance given up.`)],
    errors: {
      'failed-precondition': `No sign-in within the last 5 minutes: "${DATA_RIGHTS_MESSAGES.recentLogin}".`,
      aborted: `An order on its way: "${DATA_RIGHTS_MESSAGES.orderOnItsWay}" (\`details.reason\` \`${DELETION_REFUSALS.orderOnItsWay}\`); money in the wallet and \`giveUpWallet\` not true: "${DATA_RIGHTS_MESSAGES.walletNotGivenUp}" (\`details.reason\` \`${DELETION_REFUSALS.walletNotGivenUp}\`, \`details.walletBalance\`).`,
    },
  },
  listAddresses: {
    tag: 'Addresses',
    summary: 'List one’s addresses',
    answers: [ok(addressListResponseSchema, 'The default address first, then the newest.')],
  },
  createAddress: {
    tag: 'Addresses',
    rateLimit: 'account',
    summary: 'Add an address',
    description: 'A `city`, `state` or `zipCode` left out (not sent empty) is the campus’s. The first address becomes the default.',
    body: addressRequestSchema,
    documentedBody: addressRequestBody,
    answers: [created(addressResponseSchema, '"Address added successfully", and the address.')],
    errors: { 'resource-exhausted': `The account already has ${MAX_ADDRESSES_PER_USER} addresses (no Retry-After: delete one first).` },
  },
  updateAddress: {
    ...ownAddress,
    summary: 'Replace an address',
    body: addressRequestSchema,
    documentedBody: addressRequestBody,
    answers: [ok(addressResponseSchema, '"Address updated successfully", and the address.')],
  },
  deleteAddress: {
    ...ownAddress,
    summary: 'Delete an address',
    description: 'Deleting the default makes the newest remaining address the default.',
    answers: [ok(addressDeletedResponseSchema, '"Address deleted successfully".')],
  },
  setDefaultAddress: {
    ...ownAddress,
    summary: 'Make an address the default',
    answers: [ok(addressResponseSchema, '"Default address updated", and the address.')],
  },
  getCart: {
    tag: 'Cart',
    summary: 'The cart',
    answers: [pricedCart],
  },
  addToCart: {
    tag: 'Cart',
    rateLimit: 'cart',
    oneAtATime: true,
    summary: 'Add a dish',
    description:
      'Adds `quantity` (1 by default) of a dish. Without `vendorId` the dish is looked up in the cart’s eatery, then on every menu. ' +
      '`replaceCart: true` drops a cart of another eatery first. One request of a student at a time; the price always comes from the menu.',
    body: addToCartRequestSchema,
    answers: [pricedCart],
    errors: {
      'invalid-argument': `More than ${MAX_QUANTITY_PER_LINE} of one dish, more than ${MAX_CART_LINES} dishes, or a dish on several menus without \`vendorId\`.`,
      'not-found': '"Restaurant not found" or "Menu item not found".',
      aborted: `${CLOSED_OR_UNAVAILABLE} \`${OTHER_EATERY_REASON}\`: the cart holds another eatery’s dishes (\`details.cartVendor\`, \`details.cartVendorName\`); send again with \`replaceCart: true\` to start a new cart.`,
    },
  },
  updateCartItem: {
    tag: 'Cart',
    rateLimit: 'cart',
    oneAtATime: true,
    summary: 'Set a dish’s quantity',
    description: '`quantity` 0 removes the line. Raising a quantity needs the eatery open and the dish available.',
    body: updateCartItemRequestSchema,
    documentedBody: updateCartItemBody,
    answers: [pricedCart],
    errors: { 'not-found': '"Item not found in your cart".', aborted: CLOSED_OR_UNAVAILABLE },
  },
  mergeCart: {
    tag: 'Cart',
    rateLimit: 'cart',
    oneAtATime: true,
    summary: 'Merge a signed-out cart at login',
    description:
      'Moves the cart filled while signed out into the account: added to a cart of the same eatery, replacing one of another. ' +
      'Dishes that cannot be added are named in `skipped`; a closed or missing eatery adds nothing and says so in `message`.',
    body: mergeCartRequestSchema,
    answers: [ok(pricedCartResponseSchema, 'The cart, with `message` and `skipped` when something was not added.')],
  },
  wallet: {
    tag: 'Checkout',
    summary: 'The wallet balance',
    answers: [ok(walletResponseSchema, 'The balance in whole rupees.')],
  },
  placeOrder: {
    tag: 'Checkout',
    rateLimit: 'orders',
    oneAtATime: true,
    summary: 'Place an order',
    description:
      'Places the cart as an order, priced from the menu, and empties the cart. `expectedTotal` is the total the student saw: ' +
      'a different total is refused, never charged. Send one `Idempotency-Key` per order the student means to place: the same key and ' +
      'request again answer the same order. Without a key, a second identical request finds the cart empty (412). `fulfilment` `pickup` ' +
      '(at the counter) needs no address and pays no delivery fee; the answer then carries the order’s `pickupCode`. Every order gets a ' +
      '`token` ("N-042"), numbered without gaps per eatery and campus day. At an eatery with pickup slots, `slot` (a slot’s `start` ' +
      'from GET /vendors/restaurants/{id}/slots) pre-orders that slot; without it the order takes the earliest slot with room.',
    headers: z.object({ 'Idempotency-Key': idempotencyKeySchema.optional() }),
    parameterNotes: { 'Idempotency-Key': 'One per order the student means to place: 8 to 100 letters, digits, `-` or `_`.' },
    body: placeOrderRequestSchema,
    answers: [
      created(placeOrderResponseSchema, `"${CHECKOUT_MESSAGES.placed}", the order number and the order.`, {
        'Idempotent-Replayed': '`true` when this key already placed the order and this answer repeats it.',
      }),
    ],
    errors: {
      'invalid-argument': `A malformed Idempotency-Key: "${CHECKOUT_MESSAGES.idempotencyKey}"; a delivery without \`addressId\`: "${PICKUP_MESSAGES.addressRequired}"; a \`slot\` at an eatery without slots: "${SLOT_MESSAGES.noPreorders}".`,
      'not-found': 'No such address, or another account’s: "Address not found".',
      aborted:
        '`details.reason` `total-changed`: the total differs from `expectedTotal` (`details.total` is the new one); `item-unavailable`: ' +
        'dishes became unavailable; `eatery-closed`: the eatery closed; `eatery-busy`: the busy switch is on and no `slot` was asked for; ' +
        '`slot-full`, `slot-unavailable` or `slots-full`: no place in the slot asked for, or in any slot left today. Each slot refusal names ' +
        'the next slot with room in `details.nextFreeSlot` (null: none).',
      'failed-precondition': '`details.reason` `cart-empty`: "Your cart is empty"; `wallet-empty`: `useWallet` with a balance of 0.',
      'unprocessable-entity': 'The Idempotency-Key was used for a different order (`details.reason` `idempotency-key-reused`).',
      'resource-exhausted': `${MAX_ACTIVE_ORDERS} orders are already on their way (\`details.reason\` \`too-many-active-orders\`, Retry-After 60): "${CHECKOUT_MESSAGES.tooManyActive}"`,
    },
  },
  // Mounted before trackedOrder, which would take `prevOrders` for an order id.
  listOrders: {
    tag: 'Orders',
    summary: 'One’s past orders',
    description: `Newest first, ${ORDERS_PAGE_SIZE} a page.`,
    query: ordersPageQuerySchema,
    parameterNotes: {
      ...CURSOR_NOTE,
      status: 'A label of the history: `processing` is placed, accepted or ready.',
      search: 'Matches the order number or the eatery’s name, any case.',
    },
    answers: [ok(ordersPageResponseSchema, 'A page of orders, and the cursor of the next (null at the end).')],
    errors: { 'invalid-argument': 'A cursor that is not one of the student’s orders: "Invalid cursor".' },
  },
  reorder: {
    tag: 'Orders',
    rateLimit: 'orders',
    oneAtATime: true,
    summary: 'Order again',
    description: 'Replaces the cart with that order’s dishes at today’s prices; dishes no longer available are skipped and named.',
    ...byId,
    answers: [ok(pricedCartResponseSchema, 'The new cart, with `message` and `skipped` when dishes were left out.')],
    errors: {
      'not-found': 'No such order, or another student’s ("Order not found"), or its eatery is gone ("Restaurant not found").',
      aborted: '`details.reason` `eatery-closed`: the eatery is closed; `item-unavailable`: none of its dishes is available.',
    },
  },
  trackedOrder: {
    tag: 'Orders',
    summary: 'One’s order',
    description: 'The order with its status history (and a pickup’s `pickupCode`), as the tracking page draws it before its live updates start.',
    ...byId,
    answers: [ok(trackedOrderResponseSchema, 'The order with its history.')],
    errors: { 'not-found': NO_SUCH_OWN_ORDER },
  },
  cancelOrder: {
    tag: 'Orders',
    rateLimit: 'orders',
    oneAtATime: true,
    summary: 'Cancel one’s order',
    description: 'Only while the eatery has not accepted it (status `placed`); the wallet share is refunded.',
    ...byId,
    body: studentCancelRequestSchema,
    answers: [ok(trackedOrderResponseSchema, 'The cancelled order with its history.')],
    errors: {
      'not-found': NO_SUCH_OWN_ORDER,
      aborted: 'The order is past `placed` (`details.reason` `invalid-transition`, `details.currentStatus`).',
    },
  },
  enterLuckyDraw: {
    tag: 'Lucky draw',
    rateLimit: 'luckyDraw',
    counted: 'after-parse',
    summary: 'Enter the lucky draw',
    description: 'One entry per email (trimmed, any case). A signed-in entrant’s account is recorded with the entry.',
    body: luckyDrawEntrySchema,
    answers: [created(luckyDrawResponseSchema, 'Entered; `name` is the entrant’s name.')],
    errors: { 'already-exists': '"This email has already entered the lucky draw".' },
  },
  vendorEatery: {
    tag: 'Vendor console',
    summary: 'The vendor’s eatery',
    answers: [ok(vendorEateryResponseSchema, 'The eatery this account runs.')],
  },
  setEateryOpen: {
    ...kitchen,
    summary: 'Open or close the eatery',
    description: 'A closed eatery takes no orders and no new cart lines.',
    body: eateryOpenRequestSchema,
    answers: [ok(vendorEateryResponseSchema, 'The eatery as it is now.')],
  },
  setEateryBusy: {
    ...kitchen,
    summary: 'Pause new orders for a while (the busy switch)',
    description:
      'Pauses new orders for 15, 30 or 60 minutes from now; they resume by themselves at `busyUntil`, or at once with `minutes: null`. Meanwhile students see “Busy: taking orders again at …” on the list and the menu, and adding to a cart or placing an order answers 409 `eatery-busy` with `busyUntil`.',
    body: eateryBusyRequestSchema,
    answers: [ok(vendorEateryResponseSchema, 'The eatery with its `busyUntil`.')],
  },
  setEaterySlots: {
    ...kitchen,
    summary: 'Set the pickup slots',
    description:
      'Slot length (10, 15, 20 or 30 minutes), orders per slot and lead time (minutes the kitchen needs before a slot ends). ' +
      'Students then order for a slot of today within the opening hours, or as soon as possible (the earliest slot with room); ' +
      'while busy, later slots can still be pre-ordered. `null` removes the slots. Orders already placed keep their slots.',
    body: slotSettingsRequestSchema,
    answers: [ok(vendorEateryResponseSchema, 'The eatery with its `slots`.')],
  },
  setEateryHours: {
    ...kitchen,
    summary: 'Set the opening hours',
    description:
      'Ranges per weekday in India Standard Time (a range whose close is not after its open runs past midnight). Outside them the eatery shows as closed with `opensAt` and takes no orders; the switch still closes it early. `null` removes the hours.',
    body: openingHoursRequestSchema,
    answers: [ok(vendorEateryResponseSchema, 'The eatery with its hours.')],
  },
  vendorOrders: {
    tag: 'Vendor console',
    summary: 'The eatery’s orders',
    description: `Newest first, ${VENDOR_ORDERS_PAGE_SIZE} a page.`,
    query: vendorOrdersQuerySchema,
    parameterNotes: { status: 'Orders in that status only.', ...CURSOR_NOTE },
    answers: [ok(vendorOrdersPageSchema, 'A page of orders with their history, and the cursor of the next (null at the end).')],
    errors: { 'invalid-argument': 'A cursor that is not one of the eatery’s orders: "Invalid cursor".' },
  },
  moveOrder: {
    ...kitchen,
    counted: 'with-commit',
    oneAtATime: true,
    summary: 'Move an order along',
    description:
      'To the order’s next status only (a delivery: placed, accepted, preparing, ready, out_for_delivery, delivered; a pickup: placed, accepted, ' +
      'preparing, ready, collected), or to `cancelled` with a `reason` while it is `placed` or `accepted` (the wallet share is refunded). ' +
      '`collected` needs the student’s 4-digit `pickupCode`.',
    ...byId,
    body: updateOrderStatusRequestSchema,
    answers: [ok(trackedOrderResponseSchema, 'The order with its history.')],
    errors: {
      'not-found': `No such order, or another eatery’s ("Order not found"). ${NO_EATERY}`,
      'permission-denied': `\`collected\` with a pickup code that is not the order’s (\`details.reason\` \`wrong-pickup-code\`): "${PICKUP_MESSAGES.wrongPickupCode}".`,
      aborted: 'Not a move the order allows now (`details.reason` `invalid-transition`, with `currentStatus`, `requestedStatus` and `allowed`).',
    },
  },
  vendorFigures: {
    tag: 'Vendor console',
    summary: 'The eatery’s sales figures',
    description: `Today’s delivered orders, revenue (what students paid, wallet share included), cancellations and average ticket; the last ${FIGURE_DAYS} campus days (IST); the most sold dishes over them. Kept as orders finish, never computed from the orders.`,
    answers: [ok(figuresResponseSchema, 'The figures.')],
  },
  campusFigures: {
    tag: 'Admin',
    summary: 'The campus’s sales figures',
    description: 'The figures of every eatery together, in the shape of GET /vendor/figures.',
    answers: [ok(figuresResponseSchema, 'The figures.')],
  },
  vendorMenu: {
    tag: 'Vendor console',
    summary: 'The eatery’s whole menu',
    description: 'Every dish, sold-out ones included, by section in menu order.',
    answers: [ok(vendorMenuResponseSchema, 'The menu in sections.')],
  },
  addDish: {
    ...kitchen,
    summary: 'Add a dish',
    description: `At the end of its section; a new section goes at the end of the menu. Up to ${MENU_LIMITS.itemsMax} dishes.`,
    body: menuItemInputSchema,
    answers: [created(vendorMenuItemResponseSchema, 'The new dish, available.')],
    errors: { 'resource-exhausted': `"${MENU_MESSAGES.tooManyItems}".` },
  },
  editDish: {
    ...kitchen,
    summary: 'Change a dish',
    description: 'New carts and orders price from the change; a placed order keeps its prices, and a cart priced before it is told at checkout.',
    ...byId,
    body: menuItemInputSchema,
    answers: [ok(vendorMenuItemResponseSchema, 'The dish as changed.')],
    errors: { 'not-found': NO_SUCH_DISH },
  },
  setDishAvailable: {
    ...kitchen,
    summary: 'Sold out, or back on',
    description: '`available: false` takes the dish off students’ menus and out of new cart adds at once; checkout names it to a cart that holds it.',
    ...byId,
    body: availabilityRequestSchema,
    answers: [ok(vendorMenuItemResponseSchema, 'The dish as it is now.')],
    errors: { 'not-found': NO_SUCH_DISH },
  },
  removeDish: {
    ...kitchen,
    summary: 'Remove a dish',
    ...byId,
    answers: [ok(dishRemovedResponseSchema, 'Removed.')],
    errors: { 'not-found': NO_SUCH_DISH },
  },
  orderSections: {
    ...kitchen,
    summary: 'Order the menu’s sections',
    description: 'Every section of the menu, each named once, in the order to show them; each section keeps its dishes’ order.',
    body: categoryOrderRequestSchema,
    answers: [ok(vendorMenuResponseSchema, 'The menu in its new order.')],
    errors: { 'invalid-argument': `"${MENU_MESSAGES.categoriesMismatch}" (\`details.categories\` lists the menu's sections).` },
  },
  reviewOrder: {
    tag: 'Reviews',
    rateLimit: 'reviews',
    oneAtATime: true,
    summary: 'Rate a delivered order, or change the rating',
    description:
      'The first submit creates the review (201); a later one edits it (200), until 48 hours after delivery. The eatery’s rating and count move in the same write.',
    ...byId,
    body: reviewRequestSchema,
    answers: [created(reviewResponseSchema, 'The new review.'), ok(reviewResponseSchema, 'The review as edited.')],
    errors: {
      'not-found': NO_SUCH_OWN_ORDER,
      aborted: `\`details.reason\` \`not-delivered\` ("${REVIEW_MESSAGES.notDelivered}"), \`order-cancelled\` ("${REVIEW_MESSAGES.cancelled}"), \`edit-window-over\` ("${REVIEW_MESSAGES.editWindowOver}") or \`review-hidden\`.`,
    },
  },
  ownReview: {
    tag: 'Reviews',
    summary: 'One’s review of an order',
    description: 'With the eatery’s reply and whether an admin hid it.',
    ...byId,
    answers: [ok(ownReviewResponseSchema, 'The review, or null before the order is rated.')],
    errors: { 'not-found': NO_SUCH_OWN_ORDER },
  },
  eateryReviews: {
    tag: 'Reviews',
    publicCacheable: true,
    summary: 'An eatery’s rating and reviews',
    description: `The average and the count, and the reviews shown (not hidden), newest first, ${REVIEWS_PAGE_SIZE} a page.`,
    ...byId,
    query: reviewsPageQuerySchema,
    parameterNotes: { ...byId.parameterNotes, ...CURSOR_NOTE },
    answers: [ok(publicReviewsPageSchema, 'The figures and a page of reviews, with the cursor of the next (null at the end).')],
    errors: { 'not-found': NO_SUCH_EATERY, 'invalid-argument': 'A cursor that is not one of the eatery’s shown reviews.' },
  },
  vendorReviews: {
    tag: 'Reviews',
    summary: 'The eatery’s reviews',
    description: `Newest first, ${STAFF_REVIEWS_PAGE_SIZE} a page, hidden ones included and flagged.`,
    query: reviewsPageQuerySchema,
    parameterNotes: CURSOR_NOTE,
    answers: [ok(reviewsPageSchema, 'A page of reviews and the cursor of the next (null at the end).')],
    errors: { 'invalid-argument': 'A cursor that is not one of the eatery’s reviews.' },
  },
  replyToReview: {
    tag: 'Reviews',
    rateLimit: 'kitchen',
    summary: 'Answer a review',
    description: 'One reply per review; sending again replaces it.',
    ...byId,
    body: replyRequestSchema,
    answers: [ok(reviewResponseSchema, 'The review with its reply.')],
    errors: {
      'not-found': `No such review, or another eatery’s ("Review not found"). ${NO_EATERY}`,
      aborted: 'The review was hidden by CampusEats (reason `review-hidden`): it takes no reply.',
    },
  },
  allReviews: {
    tag: 'Admin',
    summary: 'Every review',
    description: `Every eatery’s reviews, newest first, ${STAFF_REVIEWS_PAGE_SIZE} a page.`,
    query: reviewsPageQuerySchema,
    parameterNotes: CURSOR_NOTE,
    answers: [ok(reviewsPageSchema, 'A page of reviews and the cursor of the next (null at the end).')],
    errors: { 'invalid-argument': 'A cursor that is not a review.' },
  },
  moderateReview: {
    tag: 'Admin',
    rateLimit: 'moderation',
    summary: 'Hide a review, or show it again',
    description: 'A hidden review leaves the eatery’s rating, count and lists; its student is told. Hiding twice changes nothing.',
    ...byId,
    body: moderateReviewRequestSchema,
    answers: [ok(reviewResponseSchema, 'The review as it is now.')],
    errors: { 'not-found': 'No such review: "Review not found".' },
  },
  createEatery: {
    tag: 'Admin',
    rateLimit: 'admin',
    summary: 'Add an eatery and invite its vendor',
    description:
      'Creates the eatery, open, with no ratings yet, with its opening hours if given, and filed under the food categories its cuisine’s words give it and those in `categories`. The vendor’s account is found by email or made with a random password (its owner sets their own through “Forgot password”), given the `vendor` role, which the API applies to its next request, and set as the eatery’s owner. Recorded in the audit log.',
    body: createEateryRequestSchema,
    answers: [created(createEateryResponseSchema, 'The eatery, and the vendor’s account (`created`: made by this invite).')],
    errors: {
      aborted: `\`details.reason\` \`vendor-is-admin\` ("${ADMIN_MESSAGES.vendorIsAdmin}") or \`vendor-runs-another\` ("${ADMIN_MESSAGES.vendorRunsAnother}", with \`eateryId\`).`,
    },
  },
  suspendEatery: {
    tag: 'Admin',
    rateLimit: 'admin',
    summary: 'Suspend an eatery, or reopen it',
    description:
      'A suspended eatery is closed to students (the list, its menu, carts and checkout) whatever its vendor’s switch says; reopening gives the switch back. Recorded in the audit log; suspending twice changes nothing.',
    ...byId,
    body: suspendEateryRequestSchema,
    answers: [ok(adminEateryResponseSchema, 'The eatery as it is now.')],
    errors: { 'not-found': NO_SUCH_EATERY },
  },
  sweepOrders: {
    tag: 'Admin',
    rateLimit: 'admin',
    summary: 'Cancel the orders nobody accepted in time',
    description: `What the scheduled sweep does every minute, now: every order still placed ${ACCEPT_WITHIN_MINUTES} minutes after it was placed (of one eatery, with \`vendorId\`) is cancelled, its wallet share refunded and its student notified. An order accepted meanwhile is left alone.`,
    body: sweepOrdersRequestSchema,
    answers: [ok(sweepOrdersResponseSchema, 'The ids of the orders it cancelled.')],
  },
  listAccounts: {
    tag: 'Admin',
    summary: 'Accounts, with their role',
    description: `Every Firebase Auth account in Auth's order, ${USERS_PAGE_SIZE} a page (up to ${USERS_MAX_PAGE_SIZE}). A search keeps the accounts whose email, or a word of whose name, starts with it (any letter case), reading the accounts in order: a campus has thousands, so one request reads them all.`,
    query: usersQuerySchema,
    parameterNotes: { search: 'An email or name prefix.', ...CURSOR_NOTE, limit: `Accounts a page, 1 to ${USERS_MAX_PAGE_SIZE}.` },
    answers: [ok(usersPageSchema, 'A page of accounts and the cursor of the next (null at the end).')],
  },
  updateAccount: {
    tag: 'Admin',
    rateLimit: 'admin',
    summary: 'Change an account’s role, or disable it',
    description:
      'A new role applies to the account’s next request, without a new sign-in (its app sees it at its next token refresh). Disabling ends its sessions: every token it holds is refused and none can be refreshed. Each change is recorded in the audit log.',
    ...byUid,
    body: updateUserRequestSchema,
    answers: [ok(adminUserResponseSchema, 'The account as it is now.')],
    errors: {
      'not-found': 'No such account: "User not found".',
      aborted: `One's own account: "${ADMIN_MESSAGES.notYourself}" (\`details.reason\` \`self\`); an eatery's owner made an admin: "${ADMIN_MESSAGES.runsEatery}" (\`details.reason\` \`runs-eatery\`).`,
    },
  },
  deleteAccount: {
    tag: 'Admin',
    rateLimit: 'admin',
    summary: 'Delete a student’s account',
    description: 'The same deletion as a student’s own, for a support request: the same refusals and the same result, recorded in the audit log.',
    ...byUid,
    body: accountDeletionRequestSchema,
    answers: [ok(accountDeletionResponseSchema, `"${DATA_RIGHTS_MESSAGES.deleted}", what was kept and the wallet balance given up.`)],
    errors: {
      'not-found': 'No such account: "User not found".',
      'permission-denied': `A vendor’s or an admin’s account: "${DATA_RIGHTS_MESSAGES.onlyStudents}".`,
      aborted: `An order on its way, or money in the wallet and \`giveUpWallet\` not true, as for a student’s own deletion.`,
    },
  },
  auditLog: {
    tag: 'Admin',
    summary: 'The audit log',
    description: `Every admin action (eateries added, suspended or reopened; roles changed; accounts disabled or enabled; reviews hidden or shown): who, what, when, and the fields before and after. Newest first, ${AUDIT_PAGE_SIZE} a page. No endpoint changes an entry.`,
    query: auditPageQuerySchema,
    parameterNotes: CURSOR_NOTE,
    answers: [ok(auditPageSchema, 'A page of entries and the cursor of the next (null at the end).')],
    errors: { 'invalid-argument': 'A cursor that is not an entry.' },
  },
  openApiDocument: {
    tag: 'Reference',
    publicCacheable: true,
    summary: 'This OpenAPI document',
    description: 'The OpenAPI 3.1 document of the API, built from the schemas the routes validate with. docs/api.md is rendered from it.',
    answers: [{ status: 200, description: 'The OpenAPI document.' }],
  },
} as const satisfies Record<RouteName, Endpoint>;

type EndpointOf<K extends RouteName> = (typeof CONTRACT)[K];
/** The schema an endpoint declares in `field`, or undefined when it declares none. */
type SchemaOf<K extends RouteName, Field extends keyof Endpoint> = EndpointOf<K> extends Record<Field, infer S extends Schema> ? S : undefined;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;
type Sent<S> = S extends Schema ? z.input<S> : undefined;

/** The endpoint a route object is: routes are told apart by method and path. */
export type NameOf<R extends Route> = { [K in RouteName]: (typeof routes)[K] extends R ? K : never }[RouteName];

/** What the function has once the request is parsed. */
export type ParsedRequest<K extends RouteName> = {
  params: Parsed<SchemaOf<K, 'pathParams'>>;
  query: Parsed<SchemaOf<K, 'query'>>;
  headers: Parsed<SchemaOf<K, 'headers'>>;
  body: Parsed<SchemaOf<K, 'body'>>;
};

/** What a client sends as the body (as documented, where the check runs in steps). */
export type RequestBody<K extends RouteName> = Sent<SchemaOf<K, 'documentedBody'> extends undefined ? SchemaOf<K, 'body'> : SchemaOf<K, 'documentedBody'>>;
/** The query's parameters by name (values go in the URL as text). */
export type RequestQuery<K extends RouteName> = SchemaOf<K, 'query'> extends Schema ? { [P in keyof Sent<SchemaOf<K, 'query'>>]?: string | number } : never;

type AnswerSchema<K extends RouteName> = EndpointOf<K>['answers'][number] extends infer A
  ? A extends { schema: infer S extends Schema }
    ? S
    : undefined
  : never;
/** An answer as the function sends it, and as a client reads it once checked. */
export type SentAnswer<K extends RouteName> = AnswerSchema<K> extends Schema ? z.input<AnswerSchema<K>> : unknown;
export type Answered<K extends RouteName> = AnswerSchema<K> extends Schema ? z.output<AnswerSchema<K>> : unknown;
