import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './registerServiceWorker';

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorker', () => {
  const register = vi.fn(() => Promise.resolve());
  let idleCallbacks: (() => void)[];
  let loadListeners: (() => void)[];

  beforeEach(() => {
    vi.stubEnv('PROD', true);
    idleCallbacks = [];
    loadListeners = [];
    vi.stubGlobal('navigator', { serviceWorker: { controller: {}, register } });
    vi.stubGlobal('document', { readyState: 'complete' });
    vi.stubGlobal('window', {
      requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
      addEventListener: (_type: string, listener: () => void) => loadListeners.push(listener),
    });
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    register.mockClear();
  });

  it('waits for the first screen, then for the main thread to be idle, before registering', async () => {
    let drawn!: () => void;
    registerServiceWorker(new Promise<void>((resolve) => (drawn = resolve)));
    await settle();
    expect(idleCallbacks).toHaveLength(0);

    drawn();
    await settle();
    expect(register).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);

    idleCallbacks[0]!();
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('registers even when the first screen could not load', async () => {
    registerServiceWorker(Promise.reject(new Error('chunk failed')));
    await settle();
    idleCallbacks[0]!();
    expect(register).toHaveBeenCalledOnce();
  });

  it('waits for the page’s load event', async () => {
    vi.stubGlobal('document', { readyState: 'interactive' });
    registerServiceWorker(Promise.resolve());
    await settle();
    expect(idleCallbacks).toHaveLength(0);

    loadListeners[0]!();
    await settle();
    idleCallbacks[0]!();
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers without requestIdleCallback (Safari) once the first screen is in', async () => {
    vi.stubGlobal('window', { addEventListener: () => undefined });
    registerServiceWorker(Promise.resolve());
    await settle();
    await settle();
    expect(register).toHaveBeenCalledOnce();
  });
});
