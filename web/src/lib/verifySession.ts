import type { VerifyResponse } from '@campuseats/common/users';
import * as routes from '@campuseats/common/api/routes/auth';
import { apiRequest } from './apiClient';

/**
 * The signed-in student's record and role. `user` is null when the Firebase
 * account exists but registration never finished, which login and signup use to offer to complete it.
 * The schema (and classic zod) loads beside the call: the login page draws without waiting for it.
 */
export function fetchVerifiedSession(signal?: AbortSignal): Promise<VerifyResponse> {
  return apiRequest(routes.verify, { schema: import('@campuseats/common/users').then((schemas) => schemas.verifyResponseSchema), signal });
}
