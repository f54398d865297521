import { useEffect, useState } from 'react';

/** The header's least height (MUI's toolbar on a phone): the guess until it is measured. */
const HEADER_GUESS = 56;
const GAP = 8;

/**
 * Where a notice that pops up at the top of the screen sits: just under the header, measured and followed as it
 * grows (the live order's row under it on a phone), so the notice never covers the header's buttons or that row.
 */
export function useBelowHeader(): { top: { xs: number; sm: number } } {
  const [top, setTop] = useState(HEADER_GUESS + GAP);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const measure = () => setTop(Math.max(0, header.getBoundingClientRect().bottom) + GAP);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  // At every width: MUI's own top from 600 px up would otherwise win over a single value.
  return { top: { xs: top, sm: top } };
}
