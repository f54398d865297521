import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query/queryKeys';
import { useSession } from '@/lib/session';

/**
 * After a vendor's switch (open, busy, hours) the cached answers that show the eatery read again: the console's own
 * eatery and the landing page's outlets, so the vendor's screens show the change without a reload
 * (docs/decisions/0022-server-data-on-the-web.md).
 */
export function useEateryChanged(): () => void {
  const queryClient = useQueryClient();
  const uid = useSession().user?.uid ?? '';
  return () => {
    for (const queryKey of [queryKeys.myEatery(uid), queryKeys.outlets]) void queryClient.invalidateQueries({ queryKey });
  };
}
