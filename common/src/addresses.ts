import { z } from 'zod';
import { CAMPUS_LOCATION } from './campus';
import { optionalText, requiredText } from './text';

// `.pipe` stops at the first failing step, so an empty field says "required" and not also "invalid".

/** The address form's rules and messages (docs/product.md#profile), used by both sides. */
export const ADDRESS_MESSAGES = {
  label: 'Address label is required',
  street: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  zipCodeRequired: 'Pincode is required',
  zipCodeInvalid: 'Please enter a valid 6-digit pincode',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

export const PINCODE_LENGTH = 6;

/** An optional +, a nonzero digit, then 1 to 14 digits, once spaces are removed. */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;
export const normalizePhone = (phone: string) => phone.replace(/\s+/g, '');

const phoneSchema = z
  .string({ error: ADDRESS_MESSAGES.phoneRequired })
  .transform(normalizePhone)
  .pipe(z.string().min(1, ADDRESS_MESSAGES.phoneRequired))
  .pipe(z.string().regex(PHONE_PATTERN, ADDRESS_MESSAGES.phoneInvalid));

export const addressInputSchema = z.object({
  label: requiredText(40, ADDRESS_MESSAGES.label),
  street: requiredText(200, ADDRESS_MESSAGES.street),
  city: requiredText(80, ADDRESS_MESSAGES.city),
  state: requiredText(80, ADDRESS_MESSAGES.state),
  zipCode: z
    .string({ error: ADDRESS_MESSAGES.zipCodeRequired })
    .trim()
    .min(1, ADDRESS_MESSAGES.zipCodeRequired)
    .pipe(z.string().regex(/^\d{6}$/, ADDRESS_MESSAGES.zipCodeInvalid)),
  landmark: optionalText(200),
  phone: phoneSchema,
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** POST and PUT /api/v1/users/addresses; a city, state or pincode left out is the campus's (common/src/campus.ts). */
export const addressRequestSchema = z.preprocess(
  (body) => (body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...CAMPUS_LOCATION, ...stripUndefined(body) } : body),
  addressInputSchema,
);

function stripUndefined(body: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
export type AddressFields = z.output<typeof addressInputSchema>;

export const addressSchema = addressInputSchema.extend({
  _id: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /api/v1/users/addresses: the default address first, then the newest. */
export const addressListResponseSchema = z.object({ success: z.literal(true), addresses: z.array(addressSchema) });
/** POST and PUT /api/v1/users/addresses[/:id], PATCH .../:id/default. */
export const addressResponseSchema = z.object({ success: z.literal(true), message: z.string(), address: addressSchema });
export const addressDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** How many addresses one student may keep: plenty for hostel, home and a friend's, and a bound on abuse. */
export const MAX_ADDRESSES_PER_USER = 20;
