import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VendorEatery } from '@campuseats/common/orderLifecycle';
import { queryKeys } from '@/lib/query/queryKeys';
import { useSession } from '@/lib/session';

/** A vendor's switch as a mutation that refreshes the answers showing the eatery (docs/decisions/0022-server-data-on-the-web.md). */
export function useEateryChange<T>(change: (value: T) => Promise<VendorEatery>) {
  const queryClient = useQueryClient();
  const uid = useSession().user?.uid ?? '';
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      for (const queryKey of [queryKeys.myEatery(uid), queryKeys.outlets]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
