import { z } from 'zod';
import { normalizePhone, PHONE_PATTERN } from './addresses';
import { requiredText } from './text';

/** The lucky draw's texts, word for word (docs/product.md#landing-page). */
export const LUCKY_DRAW_MESSAGES = {
  missingFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  invalidMobile: 'Please enter a valid mobile number',
  alreadyEntered: 'This email has already entered the lucky draw',
  thanks: (name: string) => `Thanks for entering, ${name}! Good luck! 🎉`,
} as const;

const required = (max: number) => requiredText(max, LUCKY_DRAW_MESSAGES.missingFields);

/** One email enters once: the entry is keyed by the email trimmed and lower-cased. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

// `.pipe` stops at the first failing step, so an empty field says "fill in all fields" and not also "invalid".
export const luckyDrawEntrySchema = z.object({
  name: required(80),
  email: required(254).pipe(z.email(LUCKY_DRAW_MESSAGES.invalidEmail)).transform(normalizeEmail),
  mobile: required(20).transform(normalizePhone).pipe(z.string().regex(PHONE_PATTERN, LUCKY_DRAW_MESSAGES.invalidMobile)),
});
export type LuckyDrawEntryInput = z.input<typeof luckyDrawEntrySchema>;
export type LuckyDrawEntry = z.output<typeof luckyDrawEntrySchema>;

export const luckyDrawResponseSchema = z.object({ success: z.literal(true), name: z.string() });
export type LuckyDrawResponse = z.infer<typeof luckyDrawResponseSchema>;
