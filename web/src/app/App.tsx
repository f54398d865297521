import type { ReactNode } from 'react';
import { CartProvider } from '@/lib/cart/CartProvider';
import type { StoredCart } from '@/lib/cart/storedCartSchema';
import { SessionProvider, type Session } from '@/lib/session';
import { ThemeModeProvider } from './ThemeModeProvider';

/**
 * What every screen reads (theme, session, cart), around the browser's router or the prerender's static one (which
 * passes the session it draws for: SessionProvider, and for the cart page a stored cart: CartProvider).
 */
export function AppProviders({ children, session, lastSeenCart }: { children: ReactNode; session?: Session; lastSeenCart?: StoredCart }) {
  return (
    <ThemeModeProvider>
      <SessionProvider initial={session}>
        <CartProvider lastSeen={lastSeenCart}>{children}</CartProvider>
      </SessionProvider>
    </ThemeModeProvider>
  );
}
