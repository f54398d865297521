// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClientError, OFFLINE_CODE } from '@/lib/apiClient';
import { OFFLINE_CALL_MESSAGE } from '@/lib/connection';
import { useConnection } from '@/testing/connection';
import { MutationError } from './MutationError';

describe('MutationError', () => {
  afterEach(cleanup);
  const connection = useConnection();

  it('says a write failed offline until the connection is back, then says nothing of it', () => {
    connection.goOffline();
    render(<MutationError mutation={{ isError: true, error: new ApiClientError(0, OFFLINE_CODE, OFFLINE_CALL_MESSAGE) }} />);
    expect(screen.getByRole('alert').textContent).toBe(OFFLINE_CALL_MESSAGE);
    connection.goOnline();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a refusal by the server when the connection comes back', () => {
    connection.goOffline();
    render(<MutationError mutation={{ isError: true, error: new ApiClientError(409, 'conflict', 'This order can no longer be cancelled') }} />);
    connection.goOnline();
    expect(screen.getByRole('alert').textContent).toBe('This order can no longer be cancelled');
  });
});
