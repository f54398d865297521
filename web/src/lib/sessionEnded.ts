// Why the app signed somebody out on its own (an account disabled, its sessions revoked), kept for this tab until the
// login page has said so: the guard that sends them there cannot.
const ENDED_KEY = 'campuseats-session-ended';

/** Not an Auth code: the student changed their email, which ends every session of the account. */
export const EMAIL_CHANGED = 'email-changed';

export function rememberSessionEnded(code: string): void {
  try {
    sessionStorage.setItem(ENDED_KEY, code);
  } catch {
    // Blocked storage: the login page then says nothing more than it would anyway.
  }
}

/** The Auth code the last session ended with, once: reading it forgets it. */
export function takeSessionEnded(): string | null {
  try {
    const code = sessionStorage.getItem(ENDED_KEY);
    sessionStorage.removeItem(ENDED_KEY);
    return code;
  } catch {
    return null;
  }
}
