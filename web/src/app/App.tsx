import { useEffect, type ReactNode } from 'react';
import { CartProvider } from '@/lib/cart/CartProvider';
import { markFirstRenderCommitted, PRERENDERED_ATTRIBUTE } from '@/lib/prerendered';
import { SessionProvider, type Session } from '@/lib/session';
import { ThemeModeProvider } from './ThemeModeProvider';

/**
 * What every screen reads (theme, session, cart), around the browser's router or the build's static one.
 * `prerendered`: the session the build drew the page's markup for; until it is hydrated, the providers draw exactly
 * that (and the light theme), then switch to what this browser knows (docs/decisions/0013-hydrated-prerendering.md).
 */
export function AppProviders({ children, prerendered }: { children: ReactNode; prerendered?: Session }) {
  // Drawn for this browser (a hydration's providers switch in layout effects, before this runs): index.html may show
  // the page now to whoever it hid the build's markup from, and the page answers taps (web/prerender.ts).
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
