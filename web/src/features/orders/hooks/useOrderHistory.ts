import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '@campuseats/common/orders';
import { errorMessage } from '@/lib/apiClient';
import { fetchOrdersPage, type OrderHistoryFilters } from '../api/orders';

interface History {
  status: 'loading' | 'ready' | 'error';
  orders: Order[];
  nextCursor: string | null;
  error: string | null;
  loadingMore: boolean;
  moreError: string | null;
}

const FALLBACK = 'Something went wrong. Please try again.';

/** The past orders, page after page ("Load More Orders"); a new search or filter starts again from the newest. */
export function useOrderHistory(filters: OrderHistoryFilters) {
  const [history, setHistory] = useState<History>({ status: 'loading', orders: [], nextCursor: null, error: null, loadingMore: false, moreError: null });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const { search, status } = filters;

  useEffect(() => {
    const controller = new AbortController();
    const mine = ++generation.current;
    setHistory({ status: 'loading', orders: [], nextCursor: null, error: null, loadingMore: false, moreError: null });
    fetchOrdersPage({ search, status }, null, controller.signal).then(
      (page) =>
        mine === generation.current &&
        setHistory({ status: 'ready', orders: page.orders, nextCursor: page.nextCursor, error: null, loadingMore: false, moreError: null }),
      (error: unknown) => {
        if (mine === generation.current && !controller.signal.aborted)
          setHistory((current) => ({ ...current, status: 'error', error: errorMessage(error, FALLBACK) }));
      },
    );
    return () => controller.abort();
  }, [search, status, attempt]);

  const loadMore = useCallback(() => {
    const cursor = history.nextCursor;
    if (!cursor || history.loadingMore) return;
    const mine = generation.current;
    setHistory((current) => ({ ...current, loadingMore: true, moreError: null }));
    fetchOrdersPage({ search, status }, cursor).then(
      (page) =>
        mine === generation.current &&
        setHistory((current) => ({ ...current, orders: [...current.orders, ...page.orders], nextCursor: page.nextCursor, loadingMore: false })),
      (error: unknown) =>
        mine === generation.current && setHistory((current) => ({ ...current, loadingMore: false, moreError: errorMessage(error, FALLBACK) })),
    );
  }, [search, status, history.nextCursor, history.loadingMore]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...history, loadMore, retry };
}
