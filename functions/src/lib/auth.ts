import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { NOT_AUTHENTICATED_MESSAGE } from '@campuseats/common/errors';
import type { UserRole } from '@campuseats/common/roles';
import { accountRef, standingOf } from './accounts';
import { ApiError } from './apiError';
import { adminAuth } from './firebase';
import { timed } from './timings';

export interface Caller {
  uid: string;
  email: string | undefined;
  role: UserRole;
  /** When the caller last signed in with their password (seconds since the epoch), from the token. */
  authTime: number;
}

/** The verified caller of a request, or undefined when no valid ID token came with it. */
export async function callerOf(req: Request): Promise<Caller | undefined> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer (\S+)$/.exec(header);
  const idToken = match?.[1];
  if (!idToken) return undefined;
  try {
    const token = await timed('auth.verifyIdToken', () => adminAuth.verifyIdToken(idToken));
    // The account as it is now, and the role from accounts/{uid}, so revocation and role changes apply at once (docs/architecture.md#data).
    const [account, standing] = await Promise.all([
      timed('auth.getUser', () => adminAuth.getUser(token.uid)),
      timed('auth.account', () => accountRef(token.uid).get()).then(standingOf),
    ]);
    if (account.disabled || standing.disabled) return undefined;
    const validAfter = account.tokensValidAfterTime ? new Date(account.tokensValidAfterTime).getTime() : 0;
    if (token.auth_time * 1000 < validAfter) return undefined;
    return { uid: token.uid, email: token.email, role: standing.role, authTime: token.auth_time };
  } catch {
    return undefined;
  }
}

/** 403 for a caller whose role may not do this. */
export const noAccess = () => new ApiError('permission-denied', 'You do not have access to this');

const callers = new WeakMap<Request, Caller>();

/** Rejects the request with 401 "User not authenticated" unless it carries a valid ID token (and, if given, one of the roles). */
export function requireCaller(...roles: UserRole[]): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const caller = await callerOf(req);
    if (!caller) return next(new ApiError('unauthenticated', NOT_AUTHENTICATED_MESSAGE));
    if (roles.length > 0 && !roles.includes(caller.role)) return next(noAccess());
    callers.set(req, caller);
    next();
  };
}

/** The caller that `requireCaller` verified for this request. */
export function caller(req: Request): Caller {
  const found = callers.get(req);
  if (!found) throw new Error('caller() used on a route without requireCaller()');
  return found;
}
