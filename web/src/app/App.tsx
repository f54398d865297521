import type { ReactNode } from 'react';
import { CartProvider } from '@/lib/cart/CartProvider';
import { SessionProvider } from '@/lib/session';
import { ThemeModeProvider } from './ThemeModeProvider';

/** What every screen reads (theme, session, cart), around the browser's router or the prerender's static one. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeModeProvider>
      <SessionProvider>
        <CartProvider>{children}</CartProvider>
      </SessionProvider>
    </ThemeModeProvider>
  );
}
