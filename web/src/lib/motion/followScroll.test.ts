// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followScroll } from './followScroll';

afterEach(() => vi.unstubAllGlobals());

/** Animation frames that run only when the test says so. */
function heldFrames() {
  const waiting = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    waiting.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => waiting.delete(id));
  return {
    get waiting() {
      return waiting.size;
    },
    run: () => {
      const callbacks = [...waiting.values()];
      waiting.clear();
      callbacks.forEach((callback) => callback(0));
    },
  };
}

describe('followScroll', () => {
  it('updates at once, then once per frame however many scroll and resize events come in it', () => {
    const frames = heldFrames();
    const update = vi.fn();
    const stop = followScroll(update);
    expect(update).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(frames.waiting).toBe(1);
    frames.run();
    expect(update).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('scroll'));
    frames.run();
    expect(update).toHaveBeenCalledTimes(3);
    stop();
  });

  it('once stopped, cancels the waiting frame and listens no more', () => {
    const frames = heldFrames();
    const update = vi.fn();
    const stop = followScroll(update);
    window.dispatchEvent(new Event('scroll'));
    stop();
    expect(frames.waiting).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    expect(frames.waiting).toBe(0);
    expect(update).toHaveBeenCalledTimes(1);
  });
});
