import {
  adminEateryResponseSchema,
  adminUserResponseSchema,
  auditPageSchema,
  createEateryResponseSchema,
  usersPageSchema,
  type CreateEateryInput,
  type UpdateUserRequest,
} from '@campuseats/common/admin';
import { accountDeletionResponseSchema, DELETE_CONFIRMATION } from '@campuseats/common/privacy';
import { reviewResponseSchema, type ModerateReviewRequest } from '@campuseats/common/reviews';
import * as routes from '@campuseats/common/api/routes/admin';
import { apiRequest } from '@/lib/apiClient';

export const moderateReview = async (reviewId: string, request: ModerateReviewRequest) =>
  (await apiRequest(routes.moderateReview, { params: { id: reviewId }, body: request, schema: reviewResponseSchema })).review;

/** The vendor's account is found or made by email and given the role. */
export const createEatery = (request: CreateEateryInput) => apiRequest(routes.createEatery, { body: request, schema: createEateryResponseSchema });

export const setEaterySuspended = async (eateryId: string, suspended: boolean) =>
  (await apiRequest(routes.suspendEatery, { params: { id: eateryId }, body: { suspended }, schema: adminEateryResponseSchema })).eatery;

export const fetchAccounts = (search: string, cursor: string | null, signal?: AbortSignal) =>
  apiRequest(routes.listAccounts, { schema: usersPageSchema, query: { search: search.trim() || undefined, cursor: cursor ?? undefined }, signal });

export const updateAccount = async (uid: string, change: UpdateUserRequest) =>
  (await apiRequest(routes.updateAccount, { params: { uid }, body: change, schema: adminUserResponseSchema })).user;

export const fetchAuditPage = (cursor: string | null, signal?: AbortSignal) =>
  apiRequest(routes.auditLog, { schema: auditPageSchema, query: { cursor: cursor ?? undefined }, signal });

export const deleteStudentAccount = (uid: string, giveUpWallet: boolean) =>
  apiRequest(routes.deleteAccount, { params: { uid }, body: { confirm: DELETE_CONFIRMATION, giveUpWallet }, schema: accountDeletionResponseSchema });
