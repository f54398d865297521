import {
  adminEateryResponseSchema,
  adminUserResponseSchema,
  auditPageSchema,
  createEateryResponseSchema,
  usersPageSchema,
  type AdminEatery,
  type AdminUser,
  type AuditPage,
  type CreateEateryInput,
  type CreateEateryResponse,
  type UpdateUserRequest,
  type UsersPage,
} from '@campuseats/common/admin';
import { accountDeletionResponseSchema, DELETE_CONFIRMATION, type AccountDeletion } from '@campuseats/common/privacy';
import { reviewResponseSchema, type ModerateReviewRequest, type Review } from '@campuseats/common/reviews';
import * as routes from '@campuseats/common/api/routes/admin';
import { apiRequest } from '@/lib/apiClient';

/** Hides a review that breaks the rules (with an optional reason), or shows it again. */
export async function moderateReview(reviewId: string, request: ModerateReviewRequest): Promise<Review> {
  const { review } = await apiRequest(routes.moderateReview, { params: { id: reviewId }, body: request, schema: reviewResponseSchema });
  return review;
}

/** A new eatery, and its vendor's account found or made by email and given the role. */
export function createEatery(request: CreateEateryInput): Promise<CreateEateryResponse> {
  return apiRequest(routes.createEatery, { body: request, schema: createEateryResponseSchema });
}

/** Suspends the eatery (closed to students whatever its switch says) or reopens it. */
export async function setEaterySuspended(eateryId: string, suspended: boolean): Promise<AdminEatery> {
  return (await apiRequest(routes.suspendEatery, { params: { id: eateryId }, body: { suspended }, schema: adminEateryResponseSchema })).eatery;
}

/** A page of accounts, those whose email or a word of whose name starts with `search` when given. */
export function fetchAccounts(search: string, cursor: string | null, signal?: AbortSignal): Promise<UsersPage> {
  return apiRequest(routes.listAccounts, { schema: usersPageSchema, query: { search: search.trim() || undefined, cursor: cursor ?? undefined }, signal });
}

/** A new role, or the account disabled (its sessions end) or enabled again. */
export async function updateAccount(uid: string, change: UpdateUserRequest): Promise<AdminUser> {
  return (await apiRequest(routes.updateAccount, { params: { uid }, body: change, schema: adminUserResponseSchema })).user;
}

/** A page of the audit log, newest first, after the entry `cursor`. */
export function fetchAuditPage(cursor: string | null, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest(routes.auditLog, { schema: auditPageSchema, query: { cursor: cursor ?? undefined }, signal });
}

/** Deletes a student's account for a support request (docs/product.md#your-data), giving up their wallet if asked. */
export function deleteStudentAccount(uid: string, giveUpWallet: boolean): Promise<AccountDeletion> {
  return apiRequest(routes.deleteAccount, { params: { uid }, body: { confirm: DELETE_CONFIRMATION, giveUpWallet }, schema: accountDeletionResponseSchema });
}
