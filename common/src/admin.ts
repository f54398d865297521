// Classic zod: only the admin console (loaded after sign-in) and the API use these.
import { z } from 'zod';
import { FOOD_CATEGORY_SLUGS } from './categories';
import { openingHoursInputSchema } from './orderLifecycle';
import { documentIdSchema } from './restaurants';
import { DIET_TYPES } from './restaurantOptions';
import { reviewsPageQuerySchema } from './reviews';
import { ROLES } from './roles';
import { emailSchema } from './users';
import { requiredText, wholeNumber } from './text';

/** The admin console's API (docs/product.md#admin-console). */

export const ADMIN_LIMITS = { nameMax: 80, cuisineMax: 60, addressMax: 200, costForTwoMax: 10_000, searchMax: 100 } as const;
export const USERS_PAGE_SIZE = 50;
export const USERS_MAX_PAGE_SIZE = 100;
export const AUDIT_PAGE_SIZE = 50;

/** The app's own eatery pictures (web/public/images/eateries): an admin picks one; nothing is fetched from elsewhere. */
export const EATERY_IMAGES = [
  'annapurnaDosaCorner',
  'burgerAdda',
  'chaiPointKiosk',
  'dragonWokStall',
  'himalayanMomoStall',
  'hostel4Canteen',
  'midnightMaggiPoint',
  'momoJunction',
  'nawabsBiryaniHouse',
  'pastaLaVistaTruck',
  'readingRoomCafe',
  'sliceOfCampusPizzeria',
  'spiceRouteDhaba',
  'stadiumSnackShack',
].map((name) => `/images/eateries/${name}.svg`);

export const ADMIN_MESSAGES = {
  nameRequired: 'Give the eatery a name',
  cuisineRequired: 'Say what the eatery serves',
  addressRequired: 'Say where the eatery is',
  costInvalid: `Cost for two is a whole number of rupees from 1 to ${ADMIN_LIMITS.costForTwoMax}`,
  deliveryTimeInvalid: 'Delivery time is a range of minutes, like 20-30',
  imageInvalid: 'Choose one of the pictures',
  categoriesInvalid: 'Choose categories from the list, each once',
  vendorIsAdmin: 'That account is an admin; an admin cannot also run an eatery',
  vendorRunsAnother: 'That account already runs another eatery',
  notYourself: 'You cannot demote or disable your own account',
  runsEatery: 'That account runs an eatery; an admin cannot also run one',
  nothingToChange: 'Send a role or disabled',
} as const;

/** "20-30": whole minutes, the first below the second, as the eatery list shows it. */
const deliveryTimeSchema = z
  .string({ error: ADMIN_MESSAGES.deliveryTimeInvalid })
  .trim()
  .regex(/^\d{1,3}-\d{1,3}$/, ADMIN_MESSAGES.deliveryTimeInvalid)
  .refine((range) => {
    const [low, high] = range.split('-').map(Number);
    return low !== undefined && high !== undefined && low > 0 && low < high;
  }, ADMIN_MESSAGES.deliveryTimeInvalid);

/** POST /admin/eateries: the eatery and the email of the vendor who will run it. */
export const createEateryRequestSchema = z.object({
  name: requiredText(ADMIN_LIMITS.nameMax, ADMIN_MESSAGES.nameRequired),
  cuisine: requiredText(ADMIN_LIMITS.cuisineMax, ADMIN_MESSAGES.cuisineRequired),
  address: requiredText(ADMIN_LIMITS.addressMax, ADMIN_MESSAGES.addressRequired),
  costForTwo: wholeNumber(1, ADMIN_LIMITS.costForTwoMax, ADMIN_MESSAGES.costInvalid),
  deliveryTime: deliveryTimeSchema,
  dietType: z.enum(DIET_TYPES),
  image: z.string().refine((image) => EATERY_IMAGES.includes(image), ADMIN_MESSAGES.imageInvalid),
  /** Food categories the list files it under, beside those its cuisine's words give it (common/src/categories.ts). */
  categories: z
    .array(z.enum(FOOD_CATEGORY_SLUGS, { error: ADMIN_MESSAGES.categoriesInvalid }))
    .refine((tags) => new Set(tags).size === tags.length, ADMIN_MESSAGES.categoriesInvalid)
    .optional(),
  /** Its opening hours (IST); none or null: open whenever its vendor's switch says so. */
  hours: openingHoursInputSchema.nullable().optional(),
  vendorEmail: emailSchema,
});
export type CreateEateryInput = z.input<typeof createEateryRequestSchema>;
export type CreateEateryRequest = z.output<typeof createEateryRequestSchema>;

/** PATCH /admin/eateries/{id}: suspend (closed to students whatever its vendor's switch says) or reopen. */
export const suspendEateryRequestSchema = z.object({ suspended: z.boolean() });

const adminEaterySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  ownerUid: z.string().nullable(),
  /** The vendor's own switch. */
  isOpen: z.boolean(),
  suspended: z.boolean(),
});
export type AdminEatery = z.infer<typeof adminEaterySchema>;

export const createEateryResponseSchema = z.object({
  eatery: adminEaterySchema,
  vendor: z.object({
    uid: z.string(),
    email: z.string(),
    /** True when the invite made the account: its owner sets a password through "Forgot password". */
    created: z.boolean(),
  }),
});
export type CreateEateryResponse = z.infer<typeof createEateryResponseSchema>;
export const adminEateryResponseSchema = z.object({ eatery: adminEaterySchema });

/** POST /admin/orders/sweep: cancel the orders nobody accepted in time now (common/src/orderSweep.ts), of one eatery or all. */
export const sweepOrdersRequestSchema = z.object({ vendorId: z.optional(documentIdSchema) });
export const sweepOrdersResponseSchema = z.object({ cancelled: z.array(z.string()) });

/** GET /admin/users?search=&cursor= */
export const usersQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(ADMIN_LIMITS.searchMax)
    .optional()
    .transform((search) => (search ? search.toLowerCase() : undefined)),
  /** The previous page's `nextCursor`, as it was given. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_\-.~=+/]{1,1024}$/, 'Invalid cursor')
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'Must be a whole number')
    .optional()
    .transform((limit) => (limit === undefined ? USERS_PAGE_SIZE : Number(limit)))
    .pipe(z.number().int().min(1).max(USERS_MAX_PAGE_SIZE)),
});

const adminUserSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  createdAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const usersPageSchema = z.object({ users: z.array(adminUserSchema), nextCursor: z.string().nullable() });
export type UsersPage = z.infer<typeof usersPageSchema>;

/** PATCH /admin/users/{uid}: a new role, or the account disabled (its sessions end) or enabled again. */
export const updateUserRequestSchema = z
  .object({ role: z.enum(ROLES).optional(), disabled: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, ADMIN_MESSAGES.nothingToChange);
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;
export const adminUserResponseSchema = z.object({ user: adminUserSchema });

/** Firebase Auth uids: up to 128 characters, no slash (they name Firestore documents too). */
export const uidSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid uid');

// The audit log

export const AUDIT_ACTIONS = [
  'eatery.create',
  'eatery.suspend',
  'eatery.reopen',
  'user.role',
  'user.disable',
  'user.enable',
  'user.delete',
  'review.hide',
  'review.show',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_KINDS = ['eatery', 'user', 'review'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** What an action changed, before and after: a few plain fields, never a whole document. */
export const auditStateSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();
export type AuditState = z.infer<typeof auditStateSchema>;

const auditEntrySchema = z.object({
  id: z.string(),
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** `label`: what the log called the target when it acted, or null for old entries without one. */
  target: z.object({ kind: z.enum(AUDIT_TARGET_KINDS), id: z.string(), label: z.string().nullable() }),
  before: auditStateSchema,
  after: auditStateSchema,
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A page after the entry `cursor`, an id the API handed out, checked as a review page's cursor is. */
export const auditPageQuerySchema = reviewsPageQuerySchema;
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
