import * as routes from '@campuseats/common/api/routes/auth';
import { apiRequest } from './apiClient';

/** `user` is null for an account whose signup never finished; the schema loads beside the call, so the login page need not wait for zod. */
export const fetchVerifiedSession = (signal?: AbortSignal) =>
  apiRequest(routes.verify, { schema: import('@campuseats/common/users').then((schemas) => schemas.verifyResponseSchema), signal });
