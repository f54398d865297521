import { notifyManager, QueryClient } from '@tanstack/react-query';

// Same-task notifications, so a controlled switch never snaps back between a tap and its mutation.
notifyManager.setScheduler(queueMicrotask);

/** Retry is the screen's button, so no automatic retries, offline pauses or unasked refetches (docs/decisions/0015-tanstack-query.md). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
