import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';

/** The app's one cache of API answers; a route may fill it before its screen draws (signedInQueries.ts). */
export const appQueryClient = createQueryClient();

/** Comes with the screens, not the shell, to keep the library out of the browse pages' first download (docs/decisions/0015-tanstack-query.md). */
export function QueryLayer({ children }: { children: ReactNode }) {
  if (useContext(QueryClientContext)) return children;
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
