import { notifyManager, QueryClient } from '@tanstack/react-query';

// New state reaches the screens in the same task as what changed it, so a controlled switch (open for orders, sold
// out, a notification choice) never snaps back to its old value between a tap and its mutation.
notifyManager.setScheduler(queueMicrotask);

/**
 * The cache of the API's answers (docs/decisions/0015-tanstack-query.md): a failed read offers Retry at once, as each
 * error state of docs/product.md does, so no automatic retries, no pause offline and no refetch the screen did not ask for.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
