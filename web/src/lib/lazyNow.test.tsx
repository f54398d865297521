// @vitest-environment jsdom
import { Component, Suspense, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNow } from './lazyNow';

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyNow', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('draws the component it picks from the module once its code is in', async () => {
    const Greeting = lazyNow(() => Promise.resolve({ Hello: ({ name }: { name: string }) => <p>Hello {name}</p> }), 'Hello');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Aarav" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Aarav')).toBeTruthy();
  });

  it('draws in the first render, without its fallback, once its code is in', async () => {
    const code = Promise.resolve({ Hello: ({ name }: { name: string }) => <p>Hello {name}</p> });
    const Greeting = lazyNow(() => code, 'Hello');
    await code;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Diya" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Diya')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it("outside a browser (the build's prerender) asks for its code only when drawn, and once", async () => {
    const load = vi.fn(() => Promise.resolve({ Hello: () => <p>Hello</p> }));
    vi.stubGlobal('window', undefined);
    const Greeting = lazyNow(load, 'Hello');
    vi.unstubAllGlobals();
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting />
        <Greeting />
      </Suspense>,
    );
    expect(await screen.findAllByText('Hello')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load quiet until the component is drawn, then throws it to the error boundary', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const Missing = lazyNow(() => Promise.reject<{ Never: () => null }>(new Error('offline')), 'Never');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Caught>
        <Suspense fallback={<p>Loading</p>}>
          <Missing />
        </Suspense>
      </Caught>,
    );
    expect(await screen.findByText('Failed: offline')).toBeTruthy();
  });
});
