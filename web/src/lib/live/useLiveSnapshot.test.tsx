// @vitest-environment jsdom
import { StrictMode, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Observable, type Subscriber } from 'rxjs';
import type { ReactFireGlobals } from 'reactfire';
import { afterEach, describe, expect, it } from 'vitest';
import { usePausableSnapshot, useLiveSnapshot, useLiveSnapshotKeepingLast } from './useLiveSnapshot';

/** A stand-in for one Firestore listener: counts who listens, and lets the test push snapshots or fail. */
function fakeListener<T>() {
  const listeners = new Set<Subscriber<T>>();
  let opened = 0;
  const source = new Observable<T>((subscriber) => {
    opened += 1;
    listeners.add(subscriber);
    return () => listeners.delete(subscriber);
  });
  return {
    open: () => source,
    get listening() {
      return listeners.size;
    },
    get opened() {
      return opened;
    },
    push: (value: T) => act(() => listeners.forEach((listener) => listener.next(value))),
    fail: (error: Error) => act(() => listeners.forEach((listener) => listener.error(error))),
  };
}

const cache = () => (globalThis as Partial<ReactFireGlobals>)._reactFirePreloadedObservables;
const ourEntries = () => [...(cache()?.keys() ?? [])].filter((id) => id.startsWith('campuseats:live:') && id !== 'campuseats:live:idle');
/** Releases happen on the next tick (so StrictMode's remount can take a session back). */
const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

afterEach(async () => {
  await nextTick();
});

describe('useLiveSnapshot', () => {
  it('is loading until the first snapshot, then follows every one', async () => {
    const listener = fakeListener<number>();
    const { result } = renderHook(() => useLiveSnapshot('counter', listener.open));
    expect(result.current.status).toBe('loading');
    listener.push(1);
    expect(result.current).toEqual({ status: 'success', data: 1 });
    listener.push(2);
    expect(result.current).toEqual({ status: 'success', data: 2 });
    expect(listener.opened).toBe(1);
  });

  it("closes the listener and forgets reactfire's cache entry when the screen goes away", async () => {
    const listener = fakeListener<number>();
    const { unmount } = renderHook(() => useLiveSnapshot('goes-away', listener.open));
    listener.push(1);
    expect(listener.listening).toBe(1);
    expect(ourEntries().some((id) => id.includes(':goes-away:'))).toBe(true);
    unmount();
    await nextTick();
    expect(listener.listening).toBe(0);
    expect(ourEntries().some((id) => id.includes(':goes-away:'))).toBe(false);
  });

  it('listens to nothing for a null key, and swaps listeners when the key changes', async () => {
    const first = fakeListener<string>();
    const second = fakeListener<string>();
    const { result, rerender } = renderHook(({ key }) => useLiveSnapshot(key, key === 'a' ? first.open : second.open), {
      initialProps: { key: null as string | null },
    });
    expect(result.current.status).toBe('loading');
    expect(first.opened + second.opened).toBe(0);

    rerender({ key: 'a' });
    first.push('from a');
    expect(result.current.data).toBe('from a');
    rerender({ key: 'b' });
    await nextTick();
    expect(first.listening).toBe(0);
    second.push('from b');
    expect(result.current.data).toBe('from b');
    expect(second.listening).toBe(1);
  });

  it('reports a failed listener as an error state instead of throwing during render', () => {
    const listener = fakeListener<number>();
    const { result } = renderHook(() => useLiveSnapshot('fails', listener.open));
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    listener.fail(denied);
    expect(result.current).toEqual({ status: 'error', error: denied });
  });

  it('a failure is not remembered for the next screen that opens the same key (a sign-in later)', async () => {
    const failing = fakeListener<number>();
    const first = renderHook(() => useLiveSnapshot('same-key', failing.open));
    failing.fail(new Error('denied'));
    expect(first.result.current.status).toBe('error');
    first.unmount();
    await nextTick();

    const working = fakeListener<number>();
    const second = renderHook(() => useLiveSnapshot('same-key', working.open));
    working.push(7);
    expect(second.result.current).toEqual({ status: 'success', data: 7 });
  });

  it("survives StrictMode's mount, unmount and mount again with one listener, and lets go on the real unmount", async () => {
    const listener = fakeListener<number>();
    const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;
    const { result, unmount } = renderHook(() => useLiveSnapshot('strict', listener.open), { wrapper });
    await nextTick();
    expect(listener.listening).toBe(1);
    listener.push(3);
    expect(result.current.data).toBe(3);
    unmount();
    await nextTick();
    expect(listener.listening).toBe(0);
  });
});

describe('usePausableSnapshot', () => {
  it('stops listening while paused, keeps what it showed, and catches up when live again', async () => {
    const listener = fakeListener<string>();
    const { result, rerender } = renderHook(({ live }) => usePausableSnapshot('order1', listener.open, live), { initialProps: { live: true } });
    listener.push('placed');
    expect(result.current).toMatchObject({ status: 'success', data: 'placed', listening: true });

    rerender({ live: false });
    await nextTick();
    expect(listener.listening).toBe(0);
    expect(result.current).toMatchObject({ status: 'success', data: 'placed', listening: false });

    rerender({ live: true });
    expect(result.current).toMatchObject({ status: 'success', data: 'placed', listening: true });
    expect(listener.listening).toBe(1);
    listener.push('delivered');
    expect(result.current.data).toBe('delivered');
  });

  it('reads an order first seen while paused once, and does not follow it', async () => {
    const listener = fakeListener<string>();
    const { result } = renderHook(() => usePausableSnapshot('order2', listener.open, false));
    expect(result.current.status).toBe('loading');
    expect(listener.listening).toBe(1);
    listener.push('preparing');
    await nextTick();
    expect(result.current).toMatchObject({ status: 'success', data: 'preparing', listening: false });
    expect(listener.listening).toBe(0);
  });

  it('answers the same state object across redraws until something changes, live or paused', async () => {
    const listener = fakeListener<string>();
    const { result, rerender } = renderHook(({ live }) => usePausableSnapshot('order3', listener.open, live), { initialProps: { live: true } });
    listener.push('placed');
    const seen = result.current;
    rerender({ live: true });
    expect(result.current).toBe(seen);

    rerender({ live: false });
    await nextTick();
    const paused = result.current;
    expect(paused).toMatchObject({ status: 'success', data: 'placed', listening: false });
    rerender({ live: false });
    expect(result.current).toBe(paused);
  });
});

describe('useLiveSnapshotKeepingLast', () => {
  it('keeps the last list on screen while the listen for one more page starts, then shows the longer one', async () => {
    const onePage = fakeListener<string[]>();
    const twoPages = fakeListener<string[]>();
    const { result, rerender } = renderHook(({ pages }) => useLiveSnapshotKeepingLast(`list:${pages}`, pages === 1 ? onePage.open : twoPages.open), {
      initialProps: { pages: 1 },
    });
    expect(result.current.status).toBe('loading');
    onePage.push(['a', 'b']);
    expect(result.current).toEqual({ status: 'success', data: ['a', 'b'] });

    rerender({ pages: 2 });
    expect(result.current).toEqual({ status: 'success', data: ['a', 'b'] });
    twoPages.push(['a', 'b', 'c']);
    expect(result.current).toEqual({ status: 'success', data: ['a', 'b', 'c'] });
    await nextTick();
    expect(onePage.listening).toBe(0);
  });

  it('reports a failure of the new listen rather than the old list', () => {
    const first = fakeListener<string[]>();
    const retried = fakeListener<string[]>();
    const { result, rerender } = renderHook(({ attempt }) => useLiveSnapshotKeepingLast(`failing:${attempt}`, attempt === 0 ? first.open : retried.open), {
      initialProps: { attempt: 0 },
    });
    first.push(['a']);
    rerender({ attempt: 1 });
    retried.fail(new Error('permission-denied'));
    expect(result.current.status).toBe('error');
  });
});
