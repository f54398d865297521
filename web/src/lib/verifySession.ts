import type { VerifyResponse } from '@campuseats/common/users';
import * as routes from '@campuseats/common/api/routes/auth';
import { apiRequest } from './apiClient';

/**
 * The signed-in student's record and role; `user` is null for an account whose signup never finished. The schema
 * loads beside the call, so the login page draws without waiting for zod.
 */
export function fetchVerifiedSession(signal?: AbortSignal): Promise<VerifyResponse> {
  return apiRequest(routes.verify, { schema: import('@campuseats/common/users').then((schemas) => schemas.verifyResponseSchema), signal });
}
