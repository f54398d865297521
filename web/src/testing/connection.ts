import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Lets each test of the calling file take the browser offline as the app sees it (`navigator.onLine` and the
 * `offline` event, web/src/lib/connection.ts) and bring it back. Offline, every fetch fails as it does in a browser
 * without a network, before MSW sees it; online, the test's answers stand. Each test starts online.
 */
export function useConnection(): { goOffline: () => void; goOnline: () => void } {
  let online = true;
  const switchTo = (now: boolean) => {
    online = now;
    act(() => {
      window.dispatchEvent(new Event(now ? 'online' : 'offline'));
    });
  };
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const send = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((...request) => (online ? send(...request) : Promise.reject(new TypeError('Failed to fetch'))));
  });
  afterEach(() => vi.restoreAllMocks());
  return { goOffline: () => switchTo(false), goOnline: () => switchTo(true) };
}
