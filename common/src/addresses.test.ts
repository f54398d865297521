import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, addressInputSchema } from './addresses';
import { INVALID_ADDRESS_FIELDS } from './addresses.testCases';

const valid = { label: 'Hostel', street: 'Block C, Room 214', city: 'Bengaluru', state: 'Karnataka', zipCode: '560012', phone: '+91 98765 43210' };
const messageFor = (input: Record<string, unknown>) => {
  const result = addressInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message);
};

describe('addressInputSchema', () => {
  it('trims fields, removes spaces from the phone and defaults the landmark', () => {
    expect(addressInputSchema.parse({ ...valid, label: '  Hostel ' })).toEqual({ ...valid, label: 'Hostel', phone: '+919876543210', landmark: '' });
  });

  it.each(INVALID_ADDRESS_FIELDS)('refuses %s %j with "%s"', (field, value, message) => {
    expect(messageFor({ ...valid, [field]: value })).toEqual([message]);
  });

  it('names a missing field with its own message', () => {
    const withoutPhone: Partial<typeof valid> = { ...valid };
    delete withoutPhone.phone;
    expect(messageFor(withoutPhone)).toEqual([ADDRESS_MESSAGES.phoneRequired]);
  });
});
