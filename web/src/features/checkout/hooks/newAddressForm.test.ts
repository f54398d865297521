import { describe, expect, it } from 'vitest';
import { EMPTY_NEW_ADDRESS, validateNewAddress } from './newAddressForm';

describe('the checkout quick address form', () => {
  it('starts with the campus city, state and pincode, so four fields make a valid address', () => {
    const result = validateNewAddress({ ...EMPTY_NEW_ADDRESS, label: 'Library', street: 'Central Library, 2nd floor', phone: '98765 43210' });
    expect(result.errors).toBeUndefined();
    expect(result.fields).toMatchObject({ label: 'Library', street: 'Central Library, 2nd floor', phone: '9876543210', city: 'Campus', state: 'Karnataka', zipCode: '560012', landmark: '' });
  });

  it('names every missing or wrong field with the address messages', () => {
    const result = validateNewAddress({ ...EMPTY_NEW_ADDRESS, zipCode: '5600', phone: '0123' });
    expect(result.errors).toEqual({
      label: 'Address label is required',
      street: 'Street address is required',
      zipCode: 'Please enter a valid 6-digit pincode',
      phone: 'Please enter a valid phone number',
    });
  });
});
