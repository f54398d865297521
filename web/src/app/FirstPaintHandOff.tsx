import { useLayoutEffect, type ReactNode } from 'react';

/** The id of the prerendered first paint that the build puts before #root in the HTML of /home and /restaurants. */
export const FIRST_PAINT_ID = 'first-paint';

/**
 * Removes the prerendered first paint in the commit that draws the app's own screen, before the browser paints
 * again: the student sees one picture replace the same picture, and nothing in between.
 */
export function FirstPaintHandOff({ children }: { children: ReactNode }) {
  useLayoutEffect(() => document.getElementById(FIRST_PAINT_ID)?.remove(), []);
  return children;
}
