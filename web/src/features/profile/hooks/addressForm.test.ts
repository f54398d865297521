import { describe, expect, it } from 'vitest';
import { addressFormErrors, EMPTY_ADDRESS_FORM } from './addressForm';

const valid = { label: 'Hostel', street: 'Block C', city: 'Campus', state: 'Karnataka', zipCode: '560012', landmark: '', phone: '+91 98765 43210' };

describe('addressFormErrors', () => {
  it('has nothing to say about a valid address', () => {
    expect(addressFormErrors(valid)).toEqual({});
  });

  it('names every empty required field with its message', () => {
    expect(addressFormErrors(EMPTY_ADDRESS_FORM)).toEqual({
      label: 'Address label is required',
      street: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'Pincode is required',
      phone: 'Phone number is required',
    });
  });

  it('gives one message per field: a short pincode and a bad phone', () => {
    expect(addressFormErrors({ ...valid, zipCode: '5600', phone: '0123' })).toEqual({
      zipCode: 'Please enter a valid 6-digit pincode',
      phone: 'Please enter a valid phone number',
    });
  });
});
