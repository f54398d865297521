import type { RequestHandler } from 'express';
import { REGISTRATION_INCOMPLETE_MESSAGE, REGISTRATION_INCOMPLETE_REASON } from '@campuseats/common/registration';
import { ApiError } from './apiError';
import { caller } from './auth';
import { usersCollection } from './collections';

/**
 * Only a registered student orders and saves addresses: a student account (no staff role) with a users/{uid}
 * record written by POST /auth/register. Staff get 403; a fresh or anonymous Firebase account has no record, and
 * gets 403 with the reason the web app turns into the signup step it is missing. (A disabled account never gets
 * this far: its token is refused.)
 */
export const requireRegisteredStudent: RequestHandler = async (req, _res, next) => {
  try {
    const { uid, role } = caller(req);
    if (role !== 'user') throw new ApiError('permission-denied', 'You do not have access to this');
    const record = await usersCollection().doc(uid).get();
    if (!record.exists) throw new ApiError('permission-denied', REGISTRATION_INCOMPLETE_MESSAGE, { reason: REGISTRATION_INCOMPLETE_REASON });
    next();
  } catch (error) {
    next(error);
  }
};
