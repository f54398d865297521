import { queryOptions, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { fetchAddresses } from '@/lib/addresses/addressApi';
import { whenSignedIn } from '@/lib/signedIn';
import { fetchVerifiedSession } from '@/lib/verifySession';
import { appQueryClient } from './QueryLayer';
import { queryKeys } from './queryKeys';

// A read started as Auth names the student is answered before the screen's redraw for the session asks for it: fresh
// for this long, the screen takes that answer instead of asking again.
export const STARTED_EARLY_FRESH_MS = 5_000;

/** The student's record and role (GET /auth/verify). */
export const profileQuery = (uid: string) =>
  queryOptions({ queryKey: queryKeys.profile(uid), queryFn: ({ signal }) => fetchVerifiedSession(signal), staleTime: STARTED_EARLY_FRESH_MS });

/** The address book, default first. */
export const addressesQuery = (uid: string) =>
  queryOptions({ queryKey: queryKeys.addresses(uid), queryFn: ({ signal }) => fetchAddresses(signal), staleTime: STARTED_EARLY_FRESH_MS });

/** Starts a signed-in screen's read from its route, answered into the screens' cache once Auth names the student. */
export function startSignedInRead<Answer>(read: (uid: string) => FetchQueryOptions<Answer, Error, Answer, QueryKey>): void {
  whenSignedIn(({ uid }) => void appQueryClient.prefetchQuery(read(uid)));
}
