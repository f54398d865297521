import { useCallback, useEffect, useRef, useState } from 'react';

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

/**
 * For a list that grows by a "more" button, which is disabled while the next page loads and gone after the last one:
 * the first item the next page brings takes the focus as it is drawn, if the focus is still on that button, lost, or
 * on what holds the list (a dialog's focus trap moves it there when the button goes). The button's click is
 * `loadWith(load)`, and `targetOf(index)` goes on each item's element.
 */
export function useFocusFirstNew(count: number) {
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const askedFrom = useRef<Element | null>(null);
  const focusOnArrival = useCallback((element: HTMLElement | null) => {
    const active = document.activeElement;
    if (element && (focusLost() || active === askedFrom.current || active?.contains(element))) element.focus();
  }, []);
  return {
    loadWith: (load: () => void) => () => {
      askedFrom.current = document.activeElement;
      setFirstNew(count);
      load();
    },
    targetOf: (index: number) => (index === firstNew ? { ref: focusOnArrival, tabIndex: -1 } : {}),
  };
}
