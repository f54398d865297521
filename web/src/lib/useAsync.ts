import { useCallback, useEffect, useRef, useState } from 'react';

type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/** Drops answers a newer request overtook; `shownFirst` stands in for the first key's loading state. */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string, shownFirst?: T): AsyncState<T> & { retry: () => void } {
  const [state, setState] = useState<AsyncState<T>>(() => (shownFirst === undefined ? { status: 'loading' } : { status: 'success', data: shownFirst }));
  const [attempt, setAttempt] = useState(0);
  const shownFirstKey = useRef(shownFirst === undefined ? null : key);

  useEffect(() => {
    const controller = new AbortController();
    if (shownFirstKey.current !== key) {
      shownFirstKey.current = null;
      setState({ status: 'loading' });
    }
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'success', data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `key` says when its inputs changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
