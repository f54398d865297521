import { useEffect, useState } from 'react';
import { useCallsInFlight } from './callsInFlight';

/** How long, once the browser is idle, a call that does not settle (a connection that died quietly) is waited out. */
export const MAX_WAIT_FOR_CALLS_MS = 5000;

/**
 * True once `ready` (a session named, say), the browser then idle and no API call in flight (or a call waited out),
 * and from then on: what waits for it never delays the page itself, nor shares a slow connection with the screen's
 * data, and a call that hangs does not keep it away for good.
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
  useEffect(() => {
    if (!browserIdle || idle) return;
    const timer = setTimeout(() => setIdle(true), MAX_WAIT_FOR_CALLS_MS);
    return () => clearTimeout(timer);
  }, [browserIdle, idle]);
  if (ready && browserIdle && !calling && !idle) setIdle(true);
  return idle;
}
