import { describe, expect, it } from 'vitest';
import { EMAIL_CHANGED } from '@/lib/sessionEnded';
import { loginErrorMessage, sessionEndedMessage, validateLogin } from './loginValidation';

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

describe('sessionEndedMessage', () => {
  it('says a disabled account is disabled, and any other ended session that it ended', () => {
    expect(sessionEndedMessage('auth/user-disabled')).toBe('This account has been disabled.');
    expect(sessionEndedMessage('auth/user-token-expired')).toBe('Your session has ended. Please log in again.');
    expect(sessionEndedMessage(EMAIL_CHANGED)).toBe('Your email has changed. Please log in again with your new email.');
  });
});
