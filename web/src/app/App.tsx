import { useEffect, type ReactNode } from 'react';
import { CartProvider } from '@/lib/cart/CartProvider';
import { markFirstRenderCommitted, PRERENDERED_ATTRIBUTE } from '@/lib/prerendered';
import { SessionProvider, type Session } from '@/lib/session';
import { ThemeModeProvider } from './ThemeModeProvider';

/** Until hydrated, the providers draw exactly what the build drew for `prerendered` (docs/decisions/0013-hydrated-prerendering.md). */
export function AppProviders({ children, prerendered }: { children: ReactNode; prerendered?: Session }) {
  // Layout effects have switched to this browser's state by now, so the page may show and answer taps (web/prerender.ts).
  useEffect(() => {
    const root = document.getElementById('root');
    root?.removeAttribute(PRERENDERED_ATTRIBUTE);
    root?.removeAttribute('inert');
    markFirstRenderCommitted();
  }, []);
  return (
    <ThemeModeProvider prerendered={prerendered !== undefined}>
      <SessionProvider prerendered={prerendered}>
        <CartProvider>{children}</CartProvider>
      </SessionProvider>
    </ThemeModeProvider>
  );
}
