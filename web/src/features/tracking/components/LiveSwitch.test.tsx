// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useConnection } from '@/testing/connection';
import { LiveSwitch } from './LiveSwitch';

// What the tracking page's switch says beside the offline note (docs/product.md#order-tracking).

describe('LiveSwitch', () => {
  afterEach(cleanup);
  const connection = useConnection();
  const state = () => screen.getByRole('status').textContent;

  it('says live updates are on only while they can arrive', () => {
    render(<LiveSwitch live onChange={() => undefined} />);
    expect(state()).toBe('Live updates enabled');
    connection.goOffline();
    expect(state()).toBe('Updates paused');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Real-time Updates' }).checked).toBe(true);
    connection.goOnline();
    expect(state()).toBe('Live updates enabled');
  });

  it('says updates are paused when the student switched them off', () => {
    render(<LiveSwitch live={false} onChange={() => undefined} />);
    expect(state()).toBe('Updates paused');
  });
});
