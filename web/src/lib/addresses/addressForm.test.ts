import { describe, expect, it } from 'vitest';
import { CAMPUS_ADDRESS_FORM, EMPTY_ADDRESS_FORM, validateAddressForm } from './addressForm';

const valid = { label: 'Hostel', street: 'Block C', city: 'Campus', state: 'Karnataka', zipCode: '560012', landmark: '', phone: '+91 98765 43210' };

describe('validateAddressForm', () => {
  it('has nothing to say about a valid address, and sends it trimmed with the phone without spaces', () => {
    expect(validateAddressForm(valid)).toEqual({ fields: { ...valid, phone: '+919876543210' } });
  });

  it('names every empty required field with its message (the profile form starts empty)', () => {
    expect(validateAddressForm(EMPTY_ADDRESS_FORM).errors).toEqual({
      label: 'Address label is required',
      street: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'Pincode is required',
      phone: 'Phone number is required',
    });
  });

  it('gives one message per field: a short pincode and a bad phone', () => {
    expect(validateAddressForm({ ...valid, zipCode: '5600', phone: '0123' }).errors).toEqual({
      zipCode: 'Please enter a valid 6-digit pincode',
      phone: 'Please enter a valid phone number',
    });
  });
});

describe('the checkout quick address form', () => {
  it('starts with the campus city, state and pincode, so four fields make a valid address', () => {
    const result = validateAddressForm({ ...CAMPUS_ADDRESS_FORM, label: 'Library', street: 'Central Library, 2nd floor', phone: '98765 43210' });
    expect(result.errors).toBeUndefined();
    expect(result.fields).toMatchObject({
      label: 'Library',
      street: 'Central Library, 2nd floor',
      phone: '9876543210',
      city: 'Campus',
      state: 'Karnataka',
      zipCode: '560012',
      landmark: '',
    });
  });

  it('names every missing or wrong field with the address messages', () => {
    const result = validateAddressForm({ ...CAMPUS_ADDRESS_FORM, zipCode: '5600', phone: '0123' });
    expect(result.errors).toEqual({
      label: 'Address label is required',
      street: 'Street address is required',
      zipCode: 'Please enter a valid 6-digit pincode',
      phone: 'Please enter a valid phone number',
    });
  });
});
