/**
 * How recently a student must have typed their password before the API changes their sign-in email: a
 * token stolen from a browser must not be enough to take the account over (Firebase's own client applies
 * the same rule, "requires-recent-login", to email changes).
 */
export const RECENT_LOGIN_SECONDS = 5 * 60;

export function isRecentLogin(authTimeSeconds: number, nowMs: number = Date.now()): boolean {
  const age = nowMs / 1000 - authTimeSeconds;
  return Number.isFinite(age) && age <= RECENT_LOGIN_SECONDS;
}
