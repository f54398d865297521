import { describe, expect, it } from 'vitest';
import { registrationSchema } from '@campuseats/common/users';
import { ApiClientError } from '@/lib/apiClient';
import { checkStepOne, checkStepTwo, EMPTY_SIGNUP, signupErrorMessage, toRegistration, type SignupValues } from './signupValidation';

const filled: SignupValues = {
  ...EMPTY_SIGNUP,
  email: 'riya@uni.test',
  phone: '',
  firstName: 'Riya',
  lastName: 'Menon',
  yearOfStudy: '1st Year',
  password: 'secret1',
  hostelBlock: 'C',
  hostelRoom: '214',
  confirmPassword: 'secret1',
};

describe('signup step 1', () => {
  it('passes when every required field is there (phone is optional)', () => {
    expect(checkStepOne(filled, 'create')).toEqual({ message: null, fields: [] });
  });

  it.each(['email', 'firstName', 'lastName', 'yearOfStudy', 'password'] as const)('asks for all required fields when %s is missing', (field) => {
    expect(checkStepOne({ ...filled, [field]: field === 'password' ? '' : '  ' }, 'create')).toEqual({
      message: 'Please fill in all required fields',
      fields: [field],
    });
  });

  it('checks the email shape, the phone pattern and the password length', () => {
    expect(checkStepOne({ ...filled, email: 'riya@uni' }, 'create').message).toBe('Enter a valid email');
    expect(checkStepOne({ ...filled, phone: '01234' }, 'create').message).toBe('Please enter a valid phone number');
    expect(checkStepOne({ ...filled, phone: '+91 98765 43210' }, 'create').message).toBeNull();
    expect(checkStepOne({ ...filled, password: '12345' }, 'create').message).toBe('Password must be at least 6 characters');
  });

  it('needs neither email nor password when completing a registration', () => {
    expect(checkStepOne({ ...filled, email: '', password: '' }, 'complete').message).toBeNull();
  });
});

describe('signup step 2', () => {
  it('needs hostel block and room for hostellers', () => {
    expect(checkStepTwo({ ...filled, hostelRoom: '' }, 'create')).toEqual({ message: 'Please fill in all required fields', fields: ['hostelRoom'] });
  });

  it('needs address line 1 and landmark for non-hostellers', () => {
    const nonHosteller = { ...filled, accommodation: 'Non-Hosteller' as const, hostelBlock: '', hostelRoom: '' };
    expect(checkStepTwo(nonHosteller, 'create').fields).toEqual(['addressLine1', 'landmark']);
    expect(checkStepTwo({ ...nonHosteller, addressLine1: '12 MG Road', landmark: 'Metro' }, 'create').message).toBeNull();
  });

  it('says "Passwords do not match" when they differ, but not when completing', () => {
    expect(checkStepTwo({ ...filled, confirmPassword: 'secret2' }, 'create').message).toBe('Passwords do not match');
    expect(checkStepTwo({ ...filled, confirmPassword: '' }, 'complete').message).toBeNull();
  });
});

describe('the registration payload', () => {
  it('is what the server’s schema accepts, for both kinds of student', () => {
    const hosteller = toRegistration(filled, 'uid1', 'riya@uni.test');
    expect(registrationSchema.parse(hosteller)).toMatchObject({ accommodation: 'Hosteller', hostelDetails: { block: 'C', room: '214' } });
    const other = toRegistration({ ...filled, accommodation: 'Non-Hosteller', addressLine1: '12 MG Road', landmark: 'Metro' }, 'uid1', 'riya@uni.test');
    expect(registrationSchema.parse(other)).toMatchObject({
      offCampusAddress: { addressLine1: '12 MG Road', landmark: 'Metro', city: '', state: '', zipCode: '' },
    });
    expect(other).not.toHaveProperty('hostelDetails');
  });
});

describe('signup error messages', () => {
  it('maps Firebase codes and passes the backend’s message through', () => {
    expect(signupErrorMessage({ code: 'auth/email-already-in-use' })).toBe('This email is already registered');
    expect(signupErrorMessage({ code: 'auth/network-request-failed' })).toBe('Something went wrong. Please try again.');
    expect(signupErrorMessage(new ApiClientError(400, 'invalid-argument', 'phone: Please enter a valid phone number'))).toBe(
      'phone: Please enter a valid phone number',
    );
    expect(signupErrorMessage(new ApiClientError(500, 'internal', ''))).toBe('Backend registration failed');
  });
});
