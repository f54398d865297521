import { orderBy, query, where } from 'firebase/firestore';
import type { LiveOrder } from '@campuseats/common/liveOrder';
import { liveEateries, liveOrders } from '@/lib/live/collections';
import type { LiveEatery } from '@/lib/live/converters';
import { queryChanges } from '@/lib/live/sources';
import { useLiveSnapshot, type LiveState } from '@/lib/live/useLiveSnapshot';

/** Every eatery, live, by name (vendors are public; the open switch of each shows as it changes). */
export function useLiveEateries(attempt: number): LiveState<LiveEatery[]> {
  return useLiveSnapshot(`eateries:${attempt}`, () => queryChanges(query(liveEateries, orderBy('name'))));
}

/** Every order placed since `since`, live (admins only, by the rules; a single-field range needs no composite index). */
export function useOrdersSince(since: Date, attempt: number): LiveState<LiveOrder[]> {
  return useLiveSnapshot(`orders-since:${since.getTime()}:${attempt}`, () =>
    queryChanges(query(liveOrders, where('createdAt', '>=', since), orderBy('createdAt', 'desc'))),
  );
}
