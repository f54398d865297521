// No zod here: the web app's API client reads the reason on every error, and its first screen carries no zod.

/** A signed-in account without a student record (signup stopped before the details were saved) cannot order. */
export const REGISTRATION_INCOMPLETE_REASON = 'registration-incomplete';
export const REGISTRATION_INCOMPLETE_MESSAGE = 'Finish signing up to order: add your details on the signup page.';
