// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counted } from './callsInFlight';
import { MAX_WAIT_FOR_CALLS_MS, useIdle } from './useIdle';

function Probe({ ready }: { ready: boolean }) {
  return <p>{useIdle(ready) ? 'idle' : 'busy'}</p>;
}

/** A call that answers when told to. */
function pendingCall() {
  let answer = () => {};
  const call = counted(new Promise<void>((resolve) => (answer = resolve)));
  return { answer: () => act(async () => (answer(), await call)) };
}

describe('useIdle', () => {
  let idleCallbacks: (() => void)[];
  beforeEach(() => {
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  const browserIdle = () => act(() => idleCallbacks.splice(0).forEach((callback) => callback()));

  it('waits for `ready`, then for the browser to be idle', () => {
    const { rerender } = render(<Probe ready={false} />);
    browserIdle();
    expect(screen.getByText('busy')).toBeTruthy();
    rerender(<Probe ready />);
    expect(screen.getByText('busy')).toBeTruthy();
    browserIdle();
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('waits out the API calls in flight, and stays idle when the next call starts', async () => {
    const first = pendingCall();
    render(<Probe ready />);
    browserIdle();
    expect(screen.getByText('busy')).toBeTruthy();
    await first.answer();
    expect(screen.getByText('idle')).toBeTruthy();
    const next = pendingCall();
    expect(screen.getByText('idle')).toBeTruthy();
    await next.answer();
  });

  it('stops waiting for a call that never settles a few seconds after the browser is idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const hung = pendingCall();
    try {
      render(<Probe ready />);
      browserIdle();
      act(() => vi.advanceTimersByTime(MAX_WAIT_FOR_CALLS_MS - 1));
      expect(screen.getByText('busy')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText('idle')).toBeTruthy();
    } finally {
      vi.useRealTimers();
      await hung.answer();
    }
  });

  it('once idle, is not drawn again for the calls that follow', async () => {
    let draws = 0;
    function Counted() {
      draws += 1;
      return <p>{useIdle() ? 'idle' : 'busy'}</p>;
    }
    render(<Counted />);
    browserIdle();
    expect(screen.getByText('idle')).toBeTruthy();
    const drawnWhenIdle = draws;
    await pendingCall().answer();
    expect(draws).toBe(drawnWhenIdle);
  });
});
