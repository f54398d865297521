import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

const typedInto = (element: Element) => element.matches('input, textarea, select, [contenteditable="true"]');

/**
 * When a link or a button opens another screen, the focus moves to that screen's main region: a keyboard's next Tab
 * starts at the new page's top instead of from a footer link or from nowhere, and a screen reader reads the new
 * page. A field the new screen focused itself, or the search box the student is typing in, keeps the focus.
 */
export function useFocusOnNewPage(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const focused = document.activeElement;
    if (focused && focused !== document.body && (main.current?.contains(focused) || typedInto(focused))) return;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
