import { useEffect, useState } from 'react';

/** Whether the instant `atMs` has passed; the component draws again when it does (a vendor's pause ends by itself). */
export function useInstantPassed(atMs: number | null): boolean {
  const [passed, setPassed] = useState<number | null>(null);
  useEffect(() => {
    if (atMs === null) return;
    const timer = setTimeout(() => setPassed(atMs), Math.max(0, atMs - Date.now()));
    return () => clearTimeout(timer);
  }, [atMs]);
  return atMs !== null && passed === atMs;
}
