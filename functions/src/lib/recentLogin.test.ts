import { describe, expect, it } from 'vitest';
import { isRecentLogin, RECENT_LOGIN_SECONDS } from './recentLogin';

describe('isRecentLogin', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  const secondsAgo = (seconds: number) => now / 1000 - seconds;

  it('accepts a sign-in within the window, including its last second', () => {
    expect(isRecentLogin(secondsAgo(0), now)).toBe(true);
    expect(isRecentLogin(secondsAgo(RECENT_LOGIN_SECONDS), now)).toBe(true);
  });

  it('refuses an older sign-in or a missing time', () => {
    expect(isRecentLogin(secondsAgo(RECENT_LOGIN_SECONDS + 1), now)).toBe(false);
    expect(isRecentLogin(secondsAgo(24 * 3600), now)).toBe(false);
    expect(isRecentLogin(Number.NaN, now)).toBe(false);
  });
});
