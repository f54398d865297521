import { useEffect, useState } from 'react';
import { useCallsInFlight } from './callsInFlight';

/**
 * True once `ready` (a session named, say), the browser then idle and no API call in flight, and from then on: what
 * waits for it never delays the page itself, nor shares a slow connection with the screen's data.
 */
export function useIdle(ready = true): boolean {
  const [browserIdle, setBrowserIdle] = useState(false);
  const [idle, setIdle] = useState(false);
  const calling = useCallsInFlight(!idle);
  useEffect(() => {
    if (!ready) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setBrowserIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setBrowserIdle(true), 1500);
    return () => clearTimeout(timer);
  }, [ready]);
  if (ready && browserIdle && !calling && !idle) setIdle(true);
  return idle;
}
