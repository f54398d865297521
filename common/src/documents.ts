// Classic zod: only the API and the web app's live screens (loaded after the first paint) read documents.
import { z } from 'zod';
import collectionNames from './collections.json' with { type: 'json' };
import { FOOD_CATEGORY_SLUGS } from './categories';
import { DIET_TYPES } from './restaurantOptions';
import { deliveryAddressSchema, orderLineSchema } from './orders';
import { PAYMENT_METHOD_VALUES } from './checkout';
import { TIME_PATTERN, WEEKDAYS } from './hours';
import { NOTIFICATION_KINDS, NOTIFICATION_TOPICS } from './notifications';
import { ORDER_STATUSES } from './orderStatus';
import { READY_BASES } from './readyTimes';
import { BOARD_STATES, FULFILMENT_VALUES } from './pickup';
import { slotSettingsSchema } from './slotSchemas';
import { ACCOMMODATIONS, YEARS_OF_STUDY } from './users';
import { ROLES } from './roles';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, auditStateSchema } from './admin';

/** Every collection's name and one schema per stored document, as read (docs/architecture.md, "Stored documents"); the seed imports the names from JSON. */
export const COLLECTIONS = collectionNames;
export type CollectionName = keyof typeof COLLECTIONS;

/** A stored time. Written as a Date (or a server timestamp); read back as a Date. */
const storedTime = z.date();
const text = z.string().catch('');

export const ADDRESS_NOT_AVAILABLE = 'Address not available';
export const DEFAULT_RATING = 4.2;
export const DEFAULT_CUISINE = 'Multi-cuisine';
const DEFAULT_DELIVERY_TIME = '30-40';

const openingRangeSchema = z.object({ open: z.string().regex(TIME_PATTERN), close: z.string().regex(TIME_PATTERN) });
export const openingHoursSchema = z.partialRecord(z.enum(WEEKDAYS), z.array(openingRangeSchema).max(4));

/** vendors/{vendorId}: an eatery. Open inside its hours (if any) unless its vendor closed it. */
export const vendorDocumentSchema = z.object({
  name: text,
  nameLower: z.string().optional().catch(undefined),
  cuisine: z.string().min(1).catch(DEFAULT_CUISINE),
  rating: z.number().min(0).max(5).catch(DEFAULT_RATING),
  deliveryTime: z.string().min(1).catch(DEFAULT_DELIVERY_TIME),
  costForTwo: z.number().int().nonnegative().catch(0),
  dietType: z.enum(DIET_TYPES).catch('both'),
  image: text,
  address: z.string().min(1).catch(ADDRESS_NOT_AVAILABLE),
  /** Its vendor's switch: false closes it whatever its hours say. */
  isOpen: z.boolean().catch(true),
  /** Opening hours by weekday, IST (common/src/hours.ts); none: open whenever the switch says so. */
  hours: openingHoursSchema.optional().catch(undefined),
  /** Food categories an admin tagged it with, beside those of its cuisine's words (common/src/categories.ts). */
  categories: z.array(z.enum(FOOD_CATEGORY_SLUGS)).optional().catch(undefined),
  /** Suspended by an admin: closed to students whatever `isOpen` (the vendor's switch) says. */
  suspended: z.boolean().optional().catch(undefined),
  /** Its vendor's busy switch: no new orders until then (common/src/hours.ts); past or none: not busy. */
  busyUntil: storedTime.nullable().optional().catch(undefined),
  /** Its pickup slots: length, orders per slot and lead time (common/src/slots.ts); none: orders as soon as possible only. */
  slots: slotSettingsSchema.optional().catch(undefined),
  /** Ratings as a sum and count moved by increments with each review; the average is derived on reading (common/src/reviews.ts). */
  ratingSum: z.number().int().nonnegative().optional().catch(undefined),
  ratingCount: z.number().int().nonnegative().optional().catch(undefined),
  /** The vendor account that runs it (null: none yet). */
  ownerUid: z.string().nullable().catch(null),
  updatedAt: storedTime.optional(),
});
export type VendorDocument = z.infer<typeof vendorDocumentSchema>;

/** vendors/{vendorId}/menuItems/{menuItemId}: one dish, in menu order. A dish without a price is not read. */
export const menuItemDocumentSchema = z.object({
  name: z.string().min(1).catch('Unnamed Item'),
  desc: text,
  price: z.number().int().nonnegative(),
  image: text,
  veg: z.boolean().catch(false),
  category: z.string().min(1).catch('Menu'),
  bestseller: z.boolean().catch(false),
  available: z.boolean().catch(true),
  position: z.number().catch(0),
});
export type MenuItemDocument = z.infer<typeof menuItemDocumentSchema>;

/** users/{uid}: a registered student's (or staff member's) profile and wallet. The role lives in accounts/{uid}. */
export const userDocumentSchema = z.object({
  firebaseUid: z.string().optional().catch(undefined),
  email: text,
  phone: text,
  name: z.object({ first: text, last: text }).catch({ first: '', last: '' }),
  yearOfStudy: z.enum(YEARS_OF_STUDY).optional().catch(undefined),
  accommodation: z.enum(ACCOMMODATIONS).optional().catch(undefined),
  hostelDetails: z.object({ block: text, room: text }).optional().catch(undefined),
  offCampusAddress: z.object({ addressLine1: text, landmark: text, city: text, state: text, zipCode: text }).optional().catch(undefined),
  /** Whole rupees; a missing or malformed balance is an empty wallet. */
  walletBalance: z.number().int().nonnegative().catch(0),
  /** What the student chose to hear of; a topic not stored is at its default (common/src/notifications.ts). */
  notificationPreferences: z.partialRecord(z.enum(NOTIFICATION_TOPICS), z.boolean()).optional().catch(undefined),
  createdAt: storedTime.optional(),
  updatedAt: storedTime.optional(),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;

/** accounts/{uid}: the role and disabled flag the API and the rules both decide by (docs/architecture.md#data); no document is an enabled student. */
export const accountDocumentSchema = z.object({
  role: z.enum(ROLES),
  disabled: z.boolean(),
  eateryId: z.string().optional(),
  actedAt: storedTime.optional(),
  updatedAt: storedTime,
});
export type AccountDocument = z.infer<typeof accountDocumentSchema>;

/** addresses/{addressId}: one saved delivery address of the student `uid`. */
export const addressDocumentSchema = z.object({
  uid: z.string(),
  label: text,
  street: text,
  city: text,
  state: text,
  zipCode: text,
  landmark: text,
  phone: text,
  isDefault: z.boolean().catch(false),
  createdAt: storedTime.optional(),
  updatedAt: storedTime.optional(),
});
export type AddressDocument = z.infer<typeof addressDocumentSchema>;

/** addressBooks/{uid}: the version every change to a student's addresses writes (docs/architecture.md). */
export const addressBookDocumentSchema = z.object({ uid: z.string(), updatedAt: storedTime.optional() });

/** One line of carts/{uid}: the dish with the menu's name and price when the line was last touched. */
const cartLineDocumentSchema = z.object({
  menuItemId: z.string(),
  name: z.string(),
  description: text,
  price: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  veg: z.boolean().catch(false),
});
export type CartLineDocument = z.infer<typeof cartLineDocumentSchema>;

/** carts/{uid}: one eatery's dishes. An empty cart is no document at all. */
export const cartDocumentSchema = z.object({
  uid: z.string(),
  vendorId: z.string(),
  vendorName: text,
  items: z.array(cartLineDocumentSchema),
  updatedAt: storedTime.optional(),
});
export type CartDocument = z.infer<typeof cartDocumentSchema>;

/** Who cancelled an order: its eatery, its student, or the app's sweep of orders nobody accepted (common/src/orderSweep.ts). */
export const CANCELLERS = ['vendor', 'student', 'app'] as const;
export type Canceller = (typeof CANCELLERS)[number];

/** orders/{orderId}: a placed order, its prices frozen at checkout, and every status it went through. */
export const orderDocumentSchema = z.object({
  uid: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  vendorAddress: z.string().min(1).catch(ADDRESS_NOT_AVAILABLE),
  orderNumber: z.string(),
  items: z.array(orderLineSchema),
  subtotal: z.number().int(),
  deliveryFee: z.number().int(),
  platformFee: z.number().int(),
  walletApplied: z.number().int().nonnegative(),
  total: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
  addressId: z.string().optional(),
  /** Null for a pickup at the counter. */
  address: deliveryAddressSchema.nullable(),
  /** Orders placed before pickup existed were all delivered. */
  fulfilment: z.enum(FULFILMENT_VALUES).default('delivery'),
  /** Its number of the eatery's campus day and the token made of it (common/src/pickup.ts); none on older orders. */
  tokenNumber: z.number().int().positive().optional(),
  token: z.string().optional(),
  /** The slot it was placed in (common/src/slots.ts), counted in slotCounts until it is cancelled; none without slots. */
  slot: z.object({ start: storedTime, end: storedTime }).optional(),
  status: z.enum(ORDER_STATUSES),
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: storedTime })).default([]),
  createdAt: storedTime,
  estimatedDeliveryAt: storedTime,
  updatedAt: storedTime.optional(),
  /** Set on delivery. */
  deliveredAt: storedTime.nullable().optional(),
  /** The next four are set on a cancel. */
  cancelledAt: storedTime.nullable().optional(),
  cancelReason: z.string().nullable().optional(),
  cancelledBy: z.enum(CANCELLERS).nullable().optional().catch(undefined),
  /** The wallet share given back on a cancel. */
  walletRefunded: z.number().int().nonnegative().optional(),
  /** The stars of its review (reviews/{orderId}), written with it. */
  rating: z.number().int().min(1).max(5).optional().catch(undefined),
  /** The ready range shown (common/src/readyTimes.ts), and the queue and hour later estimates learn from. */
  readyEstimate: z
    .object({ from: storedTime, to: storedTime, ahead: z.number().int().nonnegative(), hour: z.number().int().min(0).max(23), basis: z.enum(READY_BASES) })
    .optional()
    .catch(undefined),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/** tokenCounters/{vendorId}_{day}: an eatery's last token of a campus day, moved conditionally so racing orders never share a number. */
export const tokenCounterDocumentSchema = z.object({ vendorId: z.string(), day: z.string(), last: z.number().int().nonnegative(), updatedAt: storedTime });

/** slotCounts/{vendorId}_{slotKey}: orders in one pickup slot, moved conditionally so racing orders never overfill it. */
export const slotCountDocumentSchema = z.object({ vendorId: z.string(), day: z.string(), start: storedTime, count: z.number().int(), updatedAt: storedTime });
export type SlotCountDocument = z.infer<typeof slotCountDocumentSchema>;

/** pickupCodes/{orderId}: a pickup's 4-digit code, apart from the order so that only its student reads it. */
export const pickupCodeDocumentSchema = z.object({ uid: z.string(), code: z.string() });

/** boardTokens/{orderId}: only what the public counter board shows of a pickup, gone once collected or cancelled. */
export const boardTokenDocumentSchema = z.object({ vendorId: z.string(), day: z.string(), token: z.string(), state: z.enum(BOARD_STATES) });
export type BoardTokenDocument = z.infer<typeof boardTokenDocumentSchema>;

/** idempotencyKeys/{uid}_{key}: the order a checkout's key placed, and what it was asked with. */
export const idempotencyKeyDocumentSchema = z.object({
  uid: z.string(),
  orderId: z.string(),
  fingerprint: z.string(),
  cart: z.string(),
  createdAt: storedTime,
  /** A TTL policy deletes the record after this. */
  expiresAt: storedTime,
});

/** rateLimits/{limit}_{hashed key}/hits/{hitId}: one request let through. */
export const rateLimitHitDocumentSchema = z.object({ at: storedTime, expiresAt: storedTime });

/** reviews/{orderId}: a student's review of a delivered order, one per order. */
export const reviewDocumentSchema = z.object({
  uid: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: text,
  /** "Aarav S.", as the menu page shows the reviewer. */
  author: z.string(),
  createdAt: storedTime,
  updatedAt: storedTime,
  /** The student may change it until then (48 hours after delivery). */
  editableUntil: storedTime,
  reply: z.object({ text: z.string(), at: storedTime }).nullable().catch(null),
  /** Hidden by an admin: out of the average, the count and the lists. */
  hidden: z.boolean().catch(false),
  hiddenReason: z.string().nullable().catch(null),
  hiddenAt: storedTime.nullable().optional(),
  hiddenBy: z.string().nullable().optional(),
});
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;

/** users/{uid}/notifications/{id}: written by the API with its event; its owner may only mark it read. */
export const notificationDocumentSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: text,
  /** Where clicking it leads, in the app. */
  link: z.string(),
  orderId: z.string().optional(),
  createdAt: storedTime,
  read: z.boolean().catch(false),
  readAt: storedTime.nullable().optional(),
});
export type NotificationDocument = z.infer<typeof notificationDocumentSchema>;

/** eateryDays/{vendorId}_{day}: one eatery's sales of a campus day (common/src/figures.ts), moved by increments. */
export const eateryDayDocumentSchema = z.object({
  vendorId: z.string(),
  day: z.string(),
  delivered: z.number().int().nonnegative().catch(0),
  revenue: z.number().int().nonnegative().catch(0),
  cancelled: z.number().int().nonnegative().catch(0),
  /** By dish id: its name and how many were delivered. */
  dishes: z.record(z.string(), z.object({ name: z.string(), quantity: z.number().int().nonnegative() })).catch({}),
  updatedAt: storedTime.optional(),
});
export type EateryDayDocument = z.infer<typeof eateryDayDocumentSchema>;

/** luckyDrawEntries/{email}: one entry per email. */
export const luckyDrawEntryDocumentSchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  uid: z.string().nullable(),
  createdAt: storedTime.optional(),
});

/** auditLog/{id}: one admin action, written in the batch of its change; nobody changes or deletes it. */
export const auditLogDocumentSchema = z.object({
  actorUid: z.string(),
  actorEmail: z.string().nullable().catch(null),
  action: z.enum(AUDIT_ACTIONS),
  /** `label`: the target's email or name when the action happened; entries written before it have none. */
  target: z.object({ kind: z.enum(AUDIT_TARGET_KINDS), id: z.string(), label: z.string().nullable().optional().catch(undefined) }),
  before: auditStateSchema.catch(null),
  after: auditStateSchema.catch(null),
  at: storedTime,
});
export type AuditLogDocument = z.infer<typeof auditLogDocumentSchema>;

const isTimestamp = (value: object): value is { toDate(): Date } => !(value instanceof Date) && typeof (value as { toDate?: unknown }).toDate === 'function';

/** Firestore Timestamps (of either SDK) become Dates, everywhere in the document. */
export function withDates(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isTimestamp(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withDates(inner)]));
}

/** A document that does not fit its schema, named by path and the fields at fault. */
export class UnreadableDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly fields: string[],
  ) {
    super(`${path} could not be read (${fields.join(', ') || 'not an object'})`);
    this.name = 'UnreadableDocumentError';
  }
}

/** A stored document's data as its schema reads it, or an UnreadableDocumentError. */
export function readStoredDocument<T>(schema: z.ZodType<T>, data: unknown, path: string): T {
  const parsed = schema.safeParse(withDates(data));
  if (parsed.success) return parsed.data;
  throw new UnreadableDocumentError(path, [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))]);
}

/** Every stored document's type: what the API's writes may write. */
export type StoredDocument =
  | VendorDocument
  | MenuItemDocument
  | UserDocument
  | AccountDocument
  | AddressDocument
  | z.infer<typeof addressBookDocumentSchema>
  | CartDocument
  | OrderDocument
  | z.infer<typeof idempotencyKeyDocumentSchema>
  | z.infer<typeof rateLimitHitDocumentSchema>
  | ReviewDocument
  | NotificationDocument
  | EateryDayDocument
  | z.infer<typeof luckyDrawEntryDocumentSchema>
  | AuditLogDocument
  | z.infer<typeof tokenCounterDocumentSchema>
  | z.infer<typeof pickupCodeDocumentSchema>
  | BoardTokenDocument
  | SlotCountDocument;
