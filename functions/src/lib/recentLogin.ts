/** How recent a sign-in an email change needs, so a stolen token cannot take the account over. */
export const RECENT_LOGIN_SECONDS = 5 * 60;

export function isRecentLogin(authTimeSeconds: number, nowMs: number = Date.now()): boolean {
  const age = nowMs / 1000 - authTimeSeconds;
  return Number.isFinite(age) && age <= RECENT_LOGIN_SECONDS;
}
