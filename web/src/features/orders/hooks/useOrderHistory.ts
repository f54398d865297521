import type { Order } from '@campuseats/common/orders';
import { queryKeys } from '@/lib/query/queryKeys';
import { usePagedQuery } from '@/lib/query/usePagedQuery';
import { useSession } from '@/lib/session';
import { fetchOrdersPage, type OrderHistoryFilters } from '../api/orders';

const idOf = (order: Order) => order.id;

/** The past orders, page after page ("Load More Orders"); a new search or filter starts again from the newest. */
export function useOrderHistory({ search, status }: OrderHistoryFilters) {
  const uid = useSession().user?.uid ?? '';
  return usePagedQuery({
    queryKey: queryKeys.orders(uid, { search, status }),
    load: async (cursor, signal) => {
      const page = await fetchOrdersPage({ search, status }, cursor, signal);
      return { items: page.orders, nextCursor: page.nextCursor };
    },
    keyOf: idOf,
    failed: 'Something went wrong. Please try again.',
    // A returning student's page draws before Auth names them; asking before would ask twice, under two names.
    enabled: uid !== '',
  });
}
