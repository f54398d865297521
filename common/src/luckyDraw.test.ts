import { describe, expect, it } from 'vitest';
import { LUCKY_DRAW_MESSAGES, luckyDrawEntrySchema } from './luckyDraw';

const valid = { name: 'Asha', email: 'Asha@Campus.Example ', mobile: '+91 98765 43210' };
const messagesFor = (input: Record<string, unknown>) => {
  const result = luckyDrawEntrySchema.safeParse(input);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message);
};

describe('luckyDrawEntrySchema', () => {
  it('trims the name, lower-cases the email and removes spaces from the mobile', () => {
    expect(luckyDrawEntrySchema.parse({ ...valid, name: '  Asha ' })).toEqual({ name: 'Asha', email: 'asha@campus.example', mobile: '+919876543210' });
  });

  it.each(['name', 'email', 'mobile'])('says "Please fill in all fields" when %s is blank or missing', (field) => {
    expect(messagesFor({ ...valid, [field]: '   ' })).toEqual([LUCKY_DRAW_MESSAGES.missingFields]);
    const missing = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
    expect(messagesFor(missing)).toEqual([LUCKY_DRAW_MESSAGES.missingFields]);
  });

  it.each([
    ['email', 'not-an-email', LUCKY_DRAW_MESSAGES.invalidEmail],
    ['email', 'a/b@x.example', LUCKY_DRAW_MESSAGES.invalidEmail],
    ['mobile', '0123', LUCKY_DRAW_MESSAGES.invalidMobile],
    ['mobile', '98765abc', LUCKY_DRAW_MESSAGES.invalidMobile],
  ])('refuses the %s %s', (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })).toEqual([message]);
  });

  it('refuses over-long fields', () => {
    expect(luckyDrawEntrySchema.safeParse({ ...valid, name: 'x'.repeat(81) }).success).toBe(false);
  });

  it('thanks the entrant by name with the party emoji', () => {
    expect(LUCKY_DRAW_MESSAGES.thanks('Asha')).toBe('Thanks for entering, Asha! Good luck! 🎉');
  });
});
