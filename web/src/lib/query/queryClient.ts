import { notifyManager, QueryClient } from '@tanstack/react-query';

// A query's or mutation's new state reaches the screens in the same task as what changed it, not a timer later: a
// controlled switch (open for orders, sold out, a notification choice) shows its mutation's asked-for value, and for
// that timer it would snap back to the old one, so the tap looked refused and a quick second tap read it wrong.
notifyManager.setScheduler(queueMicrotask);

/**
 * The cache of the API's answers (docs/decisions/0015-tanstack-query.md). A read fails at once and its screen
 * offers Retry, as docs/product.md describes each error state: no automatic retries (a refused request is
 * refused again, and the API answers a busy moment with Retry-After), no pause while the browser says it is
 * offline (the screens say so themselves), and no refetch on focus or reconnect that the screen did not ask for.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
