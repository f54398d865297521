import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CartProvider } from '@/lib/cart/CartProvider';
import type { StoredCart } from '@/lib/cart/storedCartSchema';
import { createQueryClient } from '@/lib/query/queryClient';
import { SessionProvider, type Session } from '@/lib/session';
import { ThemeModeProvider } from './ThemeModeProvider';

/** The page's one cache of API answers; a screen test passes a fresh one for each render. */
const appQueryClient = createQueryClient();

/**
 * What every screen reads (theme, session, cart, the API's answers), around the browser's router or the prerender's
 * static one (which passes the session it draws for: SessionProvider, and for the cart page a stored cart: CartProvider).
 */
export function AppProviders({
  children,
  session,
  lastSeenCart,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  session?: Session;
  lastSeenCart?: StoredCart;
  queryClient?: QueryClient;
}) {
  return (
    <ThemeModeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider initial={session}>
          <CartProvider lastSeen={lastSeenCart}>{children}</CartProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeModeProvider>
  );
}
