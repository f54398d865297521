import { emailSchema } from '@campuseats/common/users';
import { EMAIL_CHANGED } from '@/lib/sessionEnded';

export interface LoginValues {
  email: string;
  password: string;
}

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The email by the schema every account's email passes (its messages are the login page's), the password by presence. */
export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const emailIssue = emailSchema.safeParse(email).error?.issues[0];
  if (emailIssue) errors.email = emailIssue.message;
  if (!password) errors.password = 'Password is required';
  return errors;
}

/** Firebase Auth's codes for a wrong password or an unknown account all read the same to the student. */
const BAD_CREDENTIAL_CODES = new Set(['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential', 'auth/invalid-email']);

export function loginErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (BAD_CREDENTIAL_CODES.has(code)) return 'Invalid email or password';
  if (code === 'auth/too-many-requests') return 'Too many attempts. Please wait a minute and try again.';
  if (code === 'auth/user-disabled') return 'This account has been disabled.';
  return 'Something went wrong. Please try again.';
}

/** Why the app signed somebody out on its own: a disabled account or a new email says so; otherwise the session ended. */
export function sessionEndedMessage(code: string): string {
  if (code === 'auth/user-disabled') return loginErrorMessage({ code });
  if (code === EMAIL_CHANGED) return 'Your email has changed. Please log in again with your new email.';
  return 'Your session has ended. Please log in again.';
}

/** Said after "Forgot password?" whether or not the email has an account (docs/product.md#login). */
export const resetSentText = (email: string) => `If an account exists for ${email.trim()}, a password reset email is on its way.`;

export function isUnknownAccount(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'auth/user-not-found';
}
