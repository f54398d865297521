import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@campuseats/common/admin';
import { accountDates, accountName, confirmationOf } from './accountText';

const account = (fields: Partial<AdminUser> = {}): AdminUser => ({
  uid: 'uid1',
  email: 'asha@campuseats.test',
  displayName: 'Asha Rao',
  role: 'user',
  disabled: false,
  createdAt: '2026-11-20T04:30:00.000Z',
  lastSignInAt: '2026-11-22T14:15:00.000Z',
  ...fields,
});

describe('accountName', () => {
  it('is the email, else the name, else the uid', () => {
    expect(accountName(account())).toBe('asha@campuseats.test');
    expect(accountName(account({ email: null }))).toBe('Asha Rao');
    expect(accountName(account({ email: null, displayName: null }))).toBe('uid1');
  });
});

describe('confirmationOf', () => {
  it('asks before a role change, names the role, and sends only the role', () => {
    const asked = confirmationOf(account(), { role: 'vendor' });
    expect(asked.title).toBe('Make asha@campuseats.test a vendor?');
    expect(asked.body).toContain('vendor console');
    expect(asked.body).toContain('without a new sign-in');
    expect(asked.confirm).toBe('Make Vendor');
    expect(asked.request).toEqual({ role: 'vendor' });
    expect(confirmationOf(account(), { role: 'admin' }).title).toBe('Make asha@campuseats.test an admin?');
    expect(confirmationOf(account({ role: 'admin' }), { role: 'user' })).toMatchObject({ confirm: 'Make Student', request: { role: 'user' } });
  });

  it('says that disabling ends the account’s sessions', () => {
    const asked = confirmationOf(account(), { disabled: true });
    expect(asked.title).toBe('Disable asha@campuseats.test?');
    expect(asked.body).toMatch(/^Their sessions end now/);
    expect(asked.request).toEqual({ disabled: true });
  });

  it('says that enabling lets them sign in anew', () => {
    const asked = confirmationOf(account({ disabled: true }), { disabled: false });
    expect(asked.title).toBe('Enable asha@campuseats.test?');
    expect(asked.body).toContain('sign in again');
    expect(asked.request).toEqual({ disabled: false });
  });
});

describe('accountDates', () => {
  it('says when the account was made and last signed in, in campus time', () => {
    expect(accountDates(account())).toBe('Joined 20 Nov 2026 · Last sign-in 22 Nov 2026, 7:45 pm IST');
  });

  it('says so when the account never signed in', () => {
    expect(accountDates(account({ lastSignInAt: null }))).toBe('Joined 20 Nov 2026 · Never signed in');
    expect(accountDates(account({ createdAt: null, lastSignInAt: null }))).toBe('Never signed in');
  });
});
