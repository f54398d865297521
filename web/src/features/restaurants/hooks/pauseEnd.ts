import { useEffect, useState } from 'react';

/**
 * Whether the vendor's pause that ends at `busyUntil` is over: a paused eatery takes orders again by itself then
 * (docs/product.md#vendor-console), so an open menu stops saying "Busy" without a reload.
 */
export function usePauseEnded(busyUntil: string | null): boolean {
  const [ended, setEnded] = useState<string | null>(null);
  useEffect(() => {
    if (!busyUntil) return;
    const timer = setTimeout(() => setEnded(busyUntil), Math.max(0, Date.parse(busyUntil) - Date.now()));
    return () => clearTimeout(timer);
  }, [busyUntil]);
  return busyUntil !== null && ended === busyUntil;
}
