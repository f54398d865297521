import type { ReactNode } from 'react';
import { CartProvider } from '@/lib/cart/CartProvider';
import { SessionProvider, type Session } from '@/lib/session';
import { ThemeModeProvider } from './ThemeModeProvider';

/**
 * What every screen reads (theme, session, cart), around the browser's router or the prerender's static one (which
 * passes the session it draws for: SessionProvider).
 */
export function AppProviders({ children, session }: { children: ReactNode; session?: Session }) {
  return (
    <ThemeModeProvider>
      <SessionProvider initial={session}>
        <CartProvider>{children}</CartProvider>
      </SessionProvider>
    </ThemeModeProvider>
  );
}
