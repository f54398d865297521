import { describe, expect, it } from 'vitest';
import { loginErrorMessage, validateLogin } from './loginValidation';

describe('validateLogin', () => {
  it('names each missing or malformed field with the login page’s words', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validateLogin({ email: 'student@campus', password: 'x' })).toEqual({ email: 'Enter a valid email' });
    expect(validateLogin({ email: 'a b@c.d', password: 'x' })).toEqual({ email: 'Enter a valid email' });
    expect(validateLogin({ email: ' student@campuseats.test ', password: 'x' })).toEqual({});
  });
});

describe('loginErrorMessage', () => {
  it('reads a wrong password and an unknown user the same way', () => {
    for (const code of ['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential']) {
      expect(loginErrorMessage({ code })).toBe('Invalid email or password');
    }
    expect(loginErrorMessage({ code: 'auth/network-request-failed' })).toBe('Something went wrong. Please try again.');
    expect(loginErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
