import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, EATERY_IMAGES, createEateryRequestSchema, updateUserRequestSchema, usersQuerySchema } from './admin';

const eatery = {
  name: ' Dosa Den ',
  cuisine: 'South Indian',
  address: 'Block C',
  costForTwo: 150,
  deliveryTime: '20-30',
  dietType: 'veg',
  image: EATERY_IMAGES[1],
  vendorEmail: 'Owner@Campus.test',
};
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('createEateryRequestSchema', () => {
  it('trims the text and lowercases the vendor email', () => {
    expect(createEateryRequestSchema.parse(eatery)).toMatchObject({ name: 'Dosa Den', vendorEmail: 'owner@campus.test' });
  });

  it.each([
    ['deliveryTime', '30-20', ADMIN_MESSAGES.deliveryTimeInvalid],
    ['deliveryTime', '0-10', ADMIN_MESSAGES.deliveryTimeInvalid],
    ['deliveryTime', '20 to 30', ADMIN_MESSAGES.deliveryTimeInvalid],
    ['image', '/images/eateries/../secret.svg', ADMIN_MESSAGES.imageInvalid],
    ['costForTwo', 0, ADMIN_MESSAGES.costInvalid],
    ['costForTwo', 10.5, ADMIN_MESSAGES.costInvalid],
    ['name', '', ADMIN_MESSAGES.nameRequired],
  ])('refuses %s %o', (field, value, message) => {
    expect(messagesOf(createEateryRequestSchema.safeParse({ ...eatery, [field]: value }))).toContain(message);
  });
});

describe('updateUserRequestSchema', () => {
  it('needs a role or disabled', () => {
    expect(messagesOf(updateUserRequestSchema.safeParse({}))).toEqual([ADMIN_MESSAGES.nothingToChange]);
    expect(updateUserRequestSchema.parse({ role: 'vendor' })).toEqual({ role: 'vendor' });
    expect(updateUserRequestSchema.safeParse({ role: 'owner' }).success).toBe(false);
  });
});

describe('usersQuerySchema', () => {
  it('lowercases the search, drops an empty one, and bounds the page size', () => {
    expect(usersQuerySchema.parse({ search: ' AaRav ' })).toEqual({ search: 'aarav', limit: 50 });
    expect(usersQuerySchema.parse({ search: '', limit: '3' })).toEqual({ search: undefined, limit: 3 });
    expect(usersQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(usersQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
