import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, addressInputSchema } from './addresses';

const valid = { label: 'Hostel', street: 'Block C, Room 214', city: 'Bengaluru', state: 'Karnataka', zipCode: '560012', phone: '+91 98765 43210' };
const messageFor = (input: Record<string, unknown>) => {
  const result = addressInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message);
};

describe('addressInputSchema', () => {
  it('trims fields, removes spaces from the phone and defaults the landmark', () => {
    expect(addressInputSchema.parse({ ...valid, label: '  Hostel ' })).toEqual({ ...valid, label: 'Hostel', phone: '+919876543210', landmark: '' });
  });

  it.each([
    ['label', '   ', ADDRESS_MESSAGES.label],
    ['street', '', ADDRESS_MESSAGES.street],
    ['city', ' ', ADDRESS_MESSAGES.city],
    ['state', '', ADDRESS_MESSAGES.state],
    ['zipCode', '', ADDRESS_MESSAGES.zipCodeRequired],
    ['zipCode', '56001', ADDRESS_MESSAGES.zipCodeInvalid],
    ['zipCode', '5600123', ADDRESS_MESSAGES.zipCodeInvalid],
    ['zipCode', '56001a', ADDRESS_MESSAGES.zipCodeInvalid],
    ['phone', '', ADDRESS_MESSAGES.phoneRequired],
    ['phone', '0987654321', ADDRESS_MESSAGES.phoneInvalid],
    ['phone', '+9', ADDRESS_MESSAGES.phoneInvalid],
    ['phone', '1234567890123456', ADDRESS_MESSAGES.phoneInvalid],
    ['phone', '98-765', ADDRESS_MESSAGES.phoneInvalid],
  ])('refuses %s %j with "%s"', (field, value, message) => {
    expect(messageFor({ ...valid, [field]: value })).toEqual([message]);
  });

  it('names a missing field with its own message', () => {
    const withoutPhone: Partial<typeof valid> = { ...valid };
    delete withoutPhone.phone;
    expect(messageFor(withoutPhone)).toEqual([ADDRESS_MESSAGES.phoneRequired]);
  });
});
