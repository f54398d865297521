import { useEffect, useRef } from 'react';

/** Whether the focus is on nothing: the element that had it went away (the browser then puts it on the body). */
export const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Focuses the element given the returned ref when `value` changes, if the focus is lost by then: for a control that
 * goes away with what it did (a Cancel, Add or Remove button), which would otherwise leave the focus on nothing and
 * send a keyboard or screen reader user back to the page's start.
 */
export function useFocusOnChange<Element extends HTMLElement>(value: unknown) {
  const ref = useRef<Element>(null);
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    if (focusLost()) ref.current?.focus();
  }, [value]);
  return ref;
}
