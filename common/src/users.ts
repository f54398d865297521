import { z } from 'zod';
import { ADDRESS_MESSAGES, normalizePhone, PHONE_PATTERN } from './addresses';
import { ROLES } from './roles';
import { optionalText, plainString, requiredText } from './text';

/** The signup texts, word for word (docs/product.md#signup). */
export const SIGNUP_MESSAGES = {
  required: 'Please fill in all required fields',
  passwordsDiffer: 'Passwords do not match',
  emailTaken: 'This email is already registered',
  generic: 'Something went wrong. Please try again.',
  backendFallback: 'Backend registration failed',
} as const;

/** The refusal of an email change without a recent sign-in (functions/src/lib/recentLogin.ts says why). */
export const RECENT_LOGIN_MESSAGE = 'For your security, log out and log in again before changing your email';

const INVALID_EMAIL_MESSAGE = 'Enter a valid email';
/** Firebase Auth's own default minimum, checked before the account is created so the student hears why. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

export const YEARS_OF_STUDY = ['1st Year', '2nd Year', '3rd Year', '4th Year'] as const;
export type YearOfStudy = (typeof YEARS_OF_STUDY)[number];
export const ACCOMMODATIONS = ['Hosteller', 'Non-Hosteller'] as const;
export type Accommodation = (typeof ACCOMMODATIONS)[number];
// The roles live in roles.ts (no zod); the API's user modules still import the type from here.
export type { UserRole } from './roles';

/** Text, @, text, dot, text; stored lowercased, as Firebase Auth compares emails. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = plainString('Email is required')
  .trim()
  .min(1, 'Email is required')
  .max(254, INVALID_EMAIL_MESSAGE)
  .pipe(z.string().regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE))
  .transform((email) => email.toLowerCase());

/** A phone is optional on a profile, but when given it follows the address form's rule and message. */
const optionalPhoneSchema = z
  .string()
  .max(40, ADDRESS_MESSAGES.phoneInvalid)
  .optional()
  .transform((phone) => normalizePhone(phone ?? ''))
  .pipe(z.string().refine((phone) => phone === '' || PHONE_PATTERN.test(phone), ADDRESS_MESSAGES.phoneInvalid));

const personNameSchema = z.object({
  first: requiredText(50, 'First name is required'),
  last: requiredText(50, 'Last name is required'),
});

/** An email in `phone` means no phone: the original signup sent one field as both (docs/product.md#signup). */
const registrationPhoneSchema = z.preprocess((phone) => (typeof phone === 'string' && phone.includes('@') ? undefined : phone), optionalPhoneSchema);

const registrationBase = z.object({
  firebaseUid: plainString().min(1).max(128),
  email: emailSchema,
  phone: registrationPhoneSchema,
  name: personNameSchema,
  yearOfStudy: z.enum(YEARS_OF_STUDY, { error: SIGNUP_MESSAGES.required }),
});

const hostelDetailsSchema = z.object({ block: requiredText(40, SIGNUP_MESSAGES.required), room: requiredText(20, SIGNUP_MESSAGES.required) });

/** "Block D, Room 118", never "Block Block D" for a student who typed the word. */
export function hostelPlace({ block, room }: { block: string; room: string }): string {
  const named = (word: string, value: string) => (new RegExp(`\\b${word}\\b`, 'i').test(value) ? value : `${word} ${value}`);
  return `${named('Block', block.trim())}, ${named('Room', room.trim())}`;
}
/** Where a student said they live at signup, as an address book entry starts (docs/product.md#signup): null when they gave no place. */
export function signupPlace(student: {
  accommodation?: Accommodation;
  hostelDetails?: { block: string; room: string };
  offCampusAddress?: { addressLine1: string; landmark: string; city: string; state: string; zipCode: string };
}): { label: string; street: string; landmark: string; city: string; state: string; zipCode: string } | null {
  if (student.accommodation === 'Hosteller' && student.hostelDetails) {
    return { label: 'Hostel', street: hostelPlace(student.hostelDetails), landmark: '', city: '', state: '', zipCode: '' };
  }
  if (student.accommodation === 'Non-Hosteller' && student.offCampusAddress) {
    const { addressLine1, ...rest } = student.offCampusAddress;
    return { label: 'Home', street: addressLine1, ...rest };
  }
  return null;
}
const offCampusAddressSchema = z.object({
  addressLine1: requiredText(200, SIGNUP_MESSAGES.required),
  landmark: requiredText(200, SIGNUP_MESSAGES.required),
  // The signup form sends these empty; the address book holds the full addresses.
  city: optionalText(80),
  state: optionalText(80),
  zipCode: z
    .string()
    .trim()
    .optional()
    .default('')
    .pipe(z.string().regex(/^(\d{6})?$/, ADDRESS_MESSAGES.zipCodeInvalid)),
});

/** The registration payload (docs/product.md#signup); fields it does not name, such as a role or balance, are dropped. */
export const registrationSchema = z.discriminatedUnion(
  'accommodation',
  [
    registrationBase.extend({ accommodation: z.literal('Hosteller'), hostelDetails: hostelDetailsSchema }),
    registrationBase.extend({ accommodation: z.literal('Non-Hosteller'), offCampusAddress: offCampusAddressSchema }),
  ],
  { error: SIGNUP_MESSAGES.required },
);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** PUT /api/v1/users/me: the personal information the profile page edits. */
export const profileUpdateSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** A student's record as the API answers it; the role comes from the token's custom claim, never from here. */
export const userProfileSchema = z.object({
  _id: z.string(),
  firebaseUid: z.string(),
  email: z.string(),
  phone: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  yearOfStudy: z.enum(YEARS_OF_STUDY).optional(),
  accommodation: z.enum(ACCOMMODATIONS).optional(),
  hostelDetails: z.object({ block: z.string(), room: z.string() }).optional(),
  offCampusAddress: z.object({ addressLine1: z.string(), landmark: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }).optional(),
  walletBalance: z.number().int(),
  role: z.enum(ROLES),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** GET /api/v1/auth/verify. `user` is null for a signed-in account whose registration never finished. */
export const verifyResponseSchema = z.object({
  success: z.literal(true),
  role: z.enum(ROLES),
  user: userProfileSchema.nullable(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/** POST /api/v1/auth/register: the caller's own profile, just made or already there. */
export const registerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userProfileSchema,
});

/** PUT /api/v1/users/me answers in the same shape. */
export const profileUpdateResponseSchema = registerResponseSchema;

/** The display name Firebase Auth keeps: first and last name joined by a space. */
export const displayName = (name: { first: string; last: string }) => `${name.first} ${name.last}`.trim();
