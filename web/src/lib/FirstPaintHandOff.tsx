import { useLayoutEffect, type ReactNode } from 'react';

/** The id of the prerendered first paint that the build puts before #root in the HTML of /home and /restaurants. */
export const FIRST_PAINT_ID = 'first-paint';

/**
 * Marks a first paint that stays until its screen has its data (the menu page's: its first paint already shows
 * the eatery, which the app can draw only with the menu's answer). While it stays, the app's own picture is
 * hidden (web/prerender.ts), so the student never sees the app's loading state replace the eatery.
 */
export const FIRST_PAINT_HOLD_ATTRIBUTE = 'data-hold';

// Set by the screen that holds the first paint, in its layout effect; React runs a screen's layout effects
// before its layout's, so FirstPaintHandOff knows in the same commit whether a screen is holding it.
let heldByScreen = false;

const removeFirstPaint = () => document.getElementById(FIRST_PAINT_ID)?.remove();

/**
 * Removes the prerendered first paint in the commit that draws the app's own screen, before the browser paints
 * again: the student sees one picture replace the same picture, and nothing in between. A held first paint stays
 * only while a screen holds it (useFirstPaintUntil): any other screen at that address, or the error screen, takes
 * its place at once.
 */
export function FirstPaintHandOff({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const firstPaint = document.getElementById(FIRST_PAINT_ID);
    if (firstPaint?.hasAttribute(FIRST_PAINT_HOLD_ATTRIBUTE) && heldByScreen) return;
    firstPaint?.remove();
  }, []);
  return children;
}

/**
 * The longest a held first paint stays: it is inert, so a request that never answers would leave the student on a
 * screen whose links do nothing. After this the app's own screen, with its loading state, takes its place.
 */
export const HOLD_AT_MOST_MS = 10_000;

/**
 * For a screen whose first paint is held: keeps it while `ready` is false (HOLD_AT_MOST_MS at most), and removes it
 * in the commit that draws the screen ready (or when the screen goes away before that).
 */
export function useFirstPaintUntil(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) {
      removeFirstPaint();
      return;
    }
    heldByScreen = true;
    const timer = setTimeout(removeFirstPaint, HOLD_AT_MOST_MS);
    return () => {
      clearTimeout(timer);
      heldByScreen = false;
      removeFirstPaint();
    };
  }, [ready]);
}

/**
 * Drawn with whatever a holding screen shows once its data is there (or it has failed, or there is nothing to
 * wait for): a held first paint gives way to it, in the same commit (the profile's and the checkout's pictures,
 * which the page's HTML filled with the student's own data: docs/bench/2026-11-first-paint.md#a-returning-students-first-paint).
 */
export function FirstPaintGivesWay() {
  useFirstPaintUntil(true);
  return null;
}
