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
import { reviewResponseSchema, type ModerateReviewRequest, type Review } from '@campuseats/common/reviews';
import { apiRequest } from '@/lib/apiClient';

/** PATCH /api/v1/admin/reviews/{id}: hides a review that breaks the rules (with an optional reason), or shows it again. */
export async function moderateReview(reviewId: string, request: ModerateReviewRequest): Promise<Review> {
  const { review } = await apiRequest(`/admin/reviews/${encodeURIComponent(reviewId)}`, { method: 'PATCH', body: request, schema: reviewResponseSchema });
  return review;
}

/** POST /api/v1/admin/eateries: a new eatery, and its vendor's account found or made by email and given the role. */
export function createEatery(request: CreateEateryInput): Promise<CreateEateryResponse> {
  return apiRequest('/admin/eateries', { method: 'POST', body: request, schema: createEateryResponseSchema });
}

/** PATCH /api/v1/admin/eateries/{id}: suspends the eatery (closed to students whatever its switch says) or reopens it. */
export async function setEaterySuspended(eateryId: string, suspended: boolean): Promise<AdminEatery> {
  return (await apiRequest(`/admin/eateries/${encodeURIComponent(eateryId)}`, { method: 'PATCH', body: { suspended }, schema: adminEateryResponseSchema }))
    .eatery;
}

/** GET /api/v1/admin/users: a page of accounts, those whose email or a word of whose name starts with `search` when given. */
export function fetchAccounts(search: string, cursor: string | null, signal?: AbortSignal): Promise<UsersPage> {
  return apiRequest('/admin/users', { schema: usersPageSchema, query: { search: search.trim() || undefined, cursor: cursor ?? undefined }, signal });
}

/** PATCH /api/v1/admin/users/{uid}: a new role, or the account disabled (its sessions end) or enabled again. */
export async function updateAccount(uid: string, change: UpdateUserRequest): Promise<AdminUser> {
  return (await apiRequest(`/admin/users/${encodeURIComponent(uid)}`, { method: 'PATCH', body: change, schema: adminUserResponseSchema })).user;
}

/** GET /api/v1/admin/audit: a page of the audit log, newest first, after the entry `cursor`. */
export function fetchAuditPage(cursor: string | null, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest('/admin/audit', { schema: auditPageSchema, query: { cursor: cursor ?? undefined }, signal });
}
