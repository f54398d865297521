import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { onBackOnline } from '@/lib/connection';

/** A read that failed (offline, as a rule) asks again by itself when the connection returns, as the cart does (docs/product.md#offline). */
export function useRefetchWhenBackOnline({ isError, refetch }: Pick<UseQueryResult, 'isError' | 'refetch'>): void {
  useEffect(() => (isError ? onBackOnline(() => void refetch()) : undefined), [isError, refetch]);
}
