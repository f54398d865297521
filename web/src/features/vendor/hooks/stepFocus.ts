import { useEffect, useRef } from 'react';
import { focusLost } from '@/lib/useFocusOnChange';

// The order the vendor just moved on. It is drawn again in its new group, or as a row of Finished: a new element,
// while the focus went with the button the vendor used. The new one takes it.
let stepped: string | null = null;

/** The vendor tapped a step (or opened Cancel or Collected) on this order. */
export function steppedOn(orderId: string): void {
  stepped = orderId;
}

/** A ref for what takes the focus when the order arrives where the vendor's step sent it, if the focus is lost by then. */
export function useFocusAfterStep<Element extends HTMLElement>(orderId: string, status: string) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (stepped !== orderId || !focusLost() || !ref.current) return;
    stepped = null;
    ref.current.focus();
  }, [orderId, status]);
  return ref;
}
