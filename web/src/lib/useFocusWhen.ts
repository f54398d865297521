import { useEffect, useRef } from 'react';

/**
 * Focuses the element given the returned ref once `when` turns true: for a control that goes away with what it did (a
 * Cancel or Rate button), whose dialog would otherwise hand the focus back to nothing, that is, to the page's start.
 */
export function useFocusWhen<Element extends HTMLElement>(when: boolean) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
