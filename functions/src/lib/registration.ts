import type { RequestHandler } from 'express';
import { REGISTRATION_INCOMPLETE_MESSAGE, REGISTRATION_INCOMPLETE_REASON } from '@campuseats/common/registration';
import { ApiError } from './apiError';
import { caller } from './auth';
import { usersCollection } from './collections';

/**
 * Only a registered student orders: an account with a users/{uid} record written by POST /auth/register. A
 * fresh or anonymous Firebase account has none, and gets 403 with the reason the web app turns into the signup
 * step it is missing. (A disabled account never gets this far: its token is refused.)
 */
export const requireRegisteredStudent: RequestHandler = async (req, _res, next) => {
  try {
    const record = await usersCollection().doc(caller(req).uid).get();
    if (!record.exists) throw new ApiError('permission-denied', REGISTRATION_INCOMPLETE_MESSAGE, { reason: REGISTRATION_INCOMPLETE_REASON });
    next();
  } catch (error) {
    next(error);
  }
};
