import type { RequestHandler } from 'express';
import { REGISTRATION_INCOMPLETE_MESSAGE, REGISTRATION_INCOMPLETE_REASON } from '@campuseats/common/registration';
import { ApiError } from './apiError';
import { caller, noAccess } from './auth';
import { usersCollection } from './collections';

/** Only a registered student may order: staff get 403, and an account without a users/{uid} record a 403 whose reason sends it to signup. */
export const requireRegisteredStudent: RequestHandler = async (req, _res, next) => {
  const { uid, role } = caller(req);
  if (role !== 'user') throw noAccess();
  const record = await usersCollection().doc(uid).get();
  if (!record.exists) throw new ApiError('permission-denied', REGISTRATION_INCOMPLETE_MESSAGE, { reason: REGISTRATION_INCOMPLETE_REASON });
  next();
};
