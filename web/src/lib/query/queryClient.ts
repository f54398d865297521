import { notifyManager, QueryClient } from '@tanstack/react-query';

// New state reaches the screens in the same task as what changed it, so a controlled switch (open for orders, sold
// out, a notification choice) never snaps back to its old value between a tap and its mutation.
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
