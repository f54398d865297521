import { useEffect, useRef } from 'react';

/** The CSS variable AppLayout pads the page's end with: how much of the window's bottom fixed bars cover. */
export const BOTTOM_BARS_VARIABLE = '--bottom-bars';

/**
 * A window too short for the fixed bars to leave room for the page (a phone held sideways, a page zoomed in): there the
 * header and the bottom navigation scroll with the page, and only a screen's own action bar stays in view.
 */
export const SHORT_WINDOW = '@media (max-height: 480px)';

/** A phone's bar at the window's bottom (the app's, or the menu page's own): fixed, but in a short window it scrolls. */
export const PHONE_BOTTOM_BAR_SX = {
  display: { md: 'none' },
  position: 'fixed',
  [SHORT_WINDOW]: { position: 'static' },
  bottom: 0,
  left: 0,
  right: 0,
  zIndex: 1100,
  pb: 'env(safe-area-inset-bottom)',
} as const;

function reserveFor(bar: HTMLElement | null) {
  const root = document.documentElement.style;
  const { top, height } = bar?.getBoundingClientRect() ?? { top: 0, height: 0 };
  if (height === 0) root.removeProperty(BOTTOM_BARS_VARIABLE);
  else root.setProperty(BOTTOM_BARS_VARIABLE, `${Math.ceil(window.innerHeight - top)}px`);
}

/**
 * For a bar fixed at the bottom of the window: the page's end (the footer's last links) is pushed above it, by as
 * much as it covers at its size after each of its draws or a resize, while it is shown.
 */
export function useKeepsPageEndClear<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  // After the paint, not in the commit: the page's end is out of view then, and a measure in the commit would make the
  // browser lay the page out before a hydration's first paint.
  useEffect(() => reserveFor(ref.current));
  useEffect(() => {
    const onResize = () => reserveFor(ref.current);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      reserveFor(null);
    };
  }, []);
  return ref;
}
