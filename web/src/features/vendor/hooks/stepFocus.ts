import { useEffect, useRef } from 'react';
import { focusLost } from '@/lib/useFocusOnChange';

// The order the vendor just moved on. It is drawn again in its new group, or as a row of Finished: a new element,
// while the focus went with the button the vendor used. The new one takes it.
let stepped: string | null = null;

/** The vendor tapped a step (or opened Cancel or Collected) on this order. */
export function steppedOn(orderId: string): void {
  stepped = orderId;
}

/**
 * A ref for what takes the focus when the order arrives where the vendor's step sent it, or stays where it was
 * because the step failed (`failed`: the button, disabled while it was saving, lost the focus), if the focus is lost
 * by then.
 */
export function useFocusAfterStep<Element extends HTMLElement>(orderId: string, status: string, failed = false) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    // A button disabled while its step is saving cannot take the focus: the order's next draw will.
    if (stepped !== orderId || !focusLost() || !ref.current || ref.current.matches(':disabled')) return;
    stepped = null;
    ref.current.focus();
  }, [orderId, status, failed]);
  return ref;
}
