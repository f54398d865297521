// @vitest-environment jsdom
import { Component, Suspense, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNow, lazyOnDemand, usePreloadAfterPaint } from './lazyNow';

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

/** Draws `children` under a Suspense boundary whose fallback reads "Loading". */
const drawSuspended = (children: ReactNode) => render(<Suspense fallback={<p>Loading</p>}>{children}</Suspense>);

describe('lazyNow', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('draws the component it picks from the module once its code is in', async () => {
    const Greeting = lazyNow(() => Promise.resolve({ Hello: ({ name }: { name: string }) => <p>Hello {name}</p> }), 'Hello');
    drawSuspended(<Greeting name="Aarav" />);
    expect(await screen.findByText('Hello Aarav')).toBeTruthy();
  });

  it('draws in the first render, without its fallback, once its code is in', async () => {
    const code = Promise.resolve({ Hello: ({ name }: { name: string }) => <p>Hello {name}</p> });
    const Greeting = lazyNow(() => code, 'Hello');
    await code;
    drawSuspended(<Greeting name="Diya" />);
    expect(screen.getByText('Hello Diya')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it("outside a browser (the build's prerender) asks for its code only when drawn, and once", async () => {
    const load = vi.fn(() => Promise.resolve({ Hello: () => <p>Hello</p> }));
    vi.stubGlobal('window', undefined);
    const Greeting = lazyNow(load, 'Hello');
    vi.unstubAllGlobals();
    expect(load).not.toHaveBeenCalled();
    drawSuspended(
      <>
        <Greeting />
        <Greeting />
      </>,
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

describe('lazyOnDemand', () => {
  afterEach(cleanup);

  const helloModule = () => Promise.resolve({ Hello: () => <p>Hello</p> });

  it('asks for its code only when preloaded, once, and then draws without its fallback', async () => {
    const load = vi.fn(helloModule);
    const Greeting = lazyOnDemand(load, 'Hello');
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    Greeting.preload();
    Greeting.preload();
    await load.mock.results[0]?.value;
    expect(load).toHaveBeenCalledTimes(1);
    drawSuspended(<Greeting />);
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('asks for it on its first draw when nothing preloaded it', async () => {
    const load = vi.fn(helloModule);
    const Greeting = lazyOnDemand(load, 'Hello');
    drawSuspended(<Greeting />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('usePreloadAfterPaint asks for the parts once what offers them is drawn, not before', () => {
    const load = vi.fn(helloModule);
    const Dialog = lazyOnDemand(load, 'Hello');
    function Screen({ drawn }: { drawn: boolean }) {
      usePreloadAfterPaint(drawn, Dialog);
      return null;
    }
    const { rerender } = render(<Screen drawn={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Screen drawn />);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
