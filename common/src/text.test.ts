import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressRequestSchema } from './addresses';
import { createEateryRequestSchema, EATERY_IMAGES } from './admin';
import { luckyDrawEntrySchema } from './luckyDraw';
import { categoryOrderRequestSchema, DISH_IMAGES, menuItemInputSchema } from './menuEditor';
import { updateOrderStatusRequestSchema } from './orderLifecycle';
import { moderateReviewRequestSchema, replyRequestSchema, reviewRequestSchema } from './reviews';
import { isPlainText, PLAIN_TEXT_MESSAGE } from './text';
import { profileUpdateSchema, registrationSchema } from './users';

// Every text a client sends to be stored refuses what Firestore cannot store (a lone surrogate) and what no one
// types (control characters but tab and newline, direction overrides), with one message (docs/product.md#the-api).

const NOT_PLAIN = [
  ['a lone high surrogate', 'a\uD800b'],
  ['a lone low surrogate', 'a\uDC00b'],
  ['a surrogate at the end', 'ab\uD83D'],
  ['NUL', 'a\u0000b'],
  ['a carriage return', 'a\rb'],
  ['escape', 'a\u001Bb'],
  ['delete', 'a\u007Fb'],
  ['a C1 control', 'a\u0085b'],
  ['a right-to-left override', 'a\u202Eb'],
  ['a directional isolate', 'a\u2066b'],
] as const;

describe('isPlainText', () => {
  it.each(NOT_PLAIN)('refuses %s', (_what, text) => {
    expect(isPlainText(text)).toBe(false);
  });

  it.each([
    ['letters and punctuation', 'Block C, Room 214 (near the gate)'],
    ['a tab and a newline', 'first line\n\tsecond line'],
    ['emoji (surrogate pairs)', 'Great 😀👍🏽'],
    ['other scripts', 'बहुत अच्छा, شكرا'],
    ['the empty text', ''],
  ])('takes %s', (_what, text) => {
    expect(isPlainText(text)).toBe(true);
  });
});

const valid = {
  address: { label: 'Hostel', street: 'Block A', phone: '+919812345678', landmark: 'Near the gate' },
  registration: {
    firebaseUid: 'someUid',
    email: 'riya@test.campuseats.test',
    phone: '+91 98765 43210',
    name: { first: 'Riya', last: 'Menon' },
    yearOfStudy: '2nd Year',
    accommodation: 'Non-Hosteller',
    offCampusAddress: { addressLine1: '12 MG Road', landmark: 'Near the metro', city: 'Pune', state: 'MH', zipCode: '' },
  },
  profile: { name: { first: 'Riya', last: 'Menon' }, email: 'riya@test.campuseats.test', phone: '' },
  luckyDraw: { name: 'Asha', email: 'asha@test.campuseats.test', mobile: '9812345678' },
  review: { rating: 4, comment: 'Tasty' },
  reply: { text: 'Thank you' },
  moderation: { hidden: true, reason: 'Rude' },
  cancel: { status: 'cancelled', reason: 'Out of stock' },
  eatery: {
    name: 'New Place',
    cuisine: 'Snacks',
    address: 'Hostel 4',
    costForTwo: 200,
    deliveryTime: '20-30',
    dietType: 'veg',
    image: EATERY_IMAGES[0],
    vendorEmail: 'vendor@test.campuseats.test',
  },
  dish: { name: 'Samosa', desc: 'Two, with chutney', price: 30, category: 'Snacks', veg: true, image: DISH_IMAGES[0] },
  categories: { categories: ['Snacks'] },
};

/** `base` with the text at `path` replaced by `text`. */
function withText(base: Record<string, unknown>, path: (string | number)[], text: string): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
  let inner: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) inner = inner[key] as Record<string | number, unknown>;
  inner[path.at(-1)!] = text;
  return copy;
}

const TEXT_FIELDS: [name: string, schema: z.ZodType, base: Record<string, unknown>, path: (string | number)[]][] = [
  ...(['label', 'street', 'city', 'state', 'landmark'] as const).map(
    (field) => [`address ${field}`, addressRequestSchema, valid.address, [field]] as [string, z.ZodType, Record<string, unknown>, string[]],
  ),
  ['registration first name', registrationSchema, valid.registration, ['name', 'first']],
  ['registration last name', registrationSchema, valid.registration, ['name', 'last']],
  ['registration email', registrationSchema, valid.registration, ['email']],
  ['registration uid', registrationSchema, valid.registration, ['firebaseUid']],
  ['registration address line', registrationSchema, valid.registration, ['offCampusAddress', 'addressLine1']],
  ['registration landmark', registrationSchema, valid.registration, ['offCampusAddress', 'landmark']],
  ['registration city', registrationSchema, valid.registration, ['offCampusAddress', 'city']],
  ['registration state', registrationSchema, valid.registration, ['offCampusAddress', 'state']],
  [
    'hostel block',
    registrationSchema,
    { ...valid.registration, accommodation: 'Hosteller', hostelDetails: { block: 'C', room: '214' } },
    ['hostelDetails', 'block'],
  ],
  [
    'hostel room',
    registrationSchema,
    { ...valid.registration, accommodation: 'Hosteller', hostelDetails: { block: 'C', room: '214' } },
    ['hostelDetails', 'room'],
  ],
  ['profile first name', profileUpdateSchema, valid.profile, ['name', 'first']],
  ['profile email', profileUpdateSchema, valid.profile, ['email']],
  ['lucky-draw name', luckyDrawEntrySchema, valid.luckyDraw, ['name']],
  ['lucky-draw email', luckyDrawEntrySchema, valid.luckyDraw, ['email']],
  ['review comment', reviewRequestSchema, valid.review, ['comment']],
  ['vendor reply', replyRequestSchema, valid.reply, ['text']],
  ['moderation reason', moderateReviewRequestSchema, valid.moderation, ['reason']],
  ['cancel reason', updateOrderStatusRequestSchema, valid.cancel, ['reason']],
  ['eatery name', createEateryRequestSchema, valid.eatery, ['name']],
  ['eatery cuisine', createEateryRequestSchema, valid.eatery, ['cuisine']],
  ['eatery address', createEateryRequestSchema, valid.eatery, ['address']],
  ['eatery vendor email', createEateryRequestSchema, valid.eatery, ['vendorEmail']],
  ['dish name', menuItemInputSchema, valid.dish, ['name']],
  ['dish description', menuItemInputSchema, valid.dish, ['desc']],
  ['dish section', menuItemInputSchema, valid.dish, ['category']],
  ['menu section order', categoryOrderRequestSchema, valid.categories, ['categories', 0]],
];

describe('text fields of the requests', () => {
  it.each(TEXT_FIELDS.flatMap(([name, schema, base, path]) => NOT_PLAIN.map(([what, text]) => [name, what, schema, base, path, text] as const)))(
    'the %s refuses %s with the one message',
    (_name, _what, schema, base, path, text) => {
      const result = schema.safeParse(withText(base, path, `Plain ${text} text`));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(PLAIN_TEXT_MESSAGE);
    },
  );

  it.each(TEXT_FIELDS.filter(([name]) => !/email|uid/.test(name)))('the %s takes a tab, a newline and emoji', (_name, schema, base, path) => {
    expect(schema.safeParse(withText(base, path, 'Plain\ttext\nwith 😀')).success).toBe(true);
  });
});
