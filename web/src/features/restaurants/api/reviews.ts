import type { PublicReviewsPage } from '@campuseats/common/reviews';
import * as routes from '@campuseats/common/api/routes/public';
import { apiRequest } from '@/lib/apiClient';

// The reviews' schema (and classic zod) load with their request, not with the menu.
const loadSchemas = () => import('@campuseats/common/reviews');

/** The eatery's figures and a page of its shown reviews, newest first. */
export function fetchEateryReviews(eateryId: string, cursor: string | null, signal?: AbortSignal): Promise<PublicReviewsPage> {
  return apiRequest(routes.eateryReviews, {
    params: { id: eateryId },
    schema: loadSchemas().then((schemas) => schemas.publicReviewsPageSchema),
    query: { cursor: cursor ?? undefined },
    signal,
  });
}
