import { useEffect, useState } from 'react';
import { NavigationType, useNavigationType } from 'react-router-dom';
import { pastFirstRender } from '@/lib/prerendered';
import { useAsync } from '@/lib/useAsync';

/** A browse page's answer, kept in session storage under `slot` with its `key`, so Back shows it at once and the scroll is restored. */
export function useShownOnBack<T>(slot: string, key: string, load: (signal: AbortSignal) => Promise<T>) {
  const navigationType = useNavigationType();
  // Not in the app's first render (a reload), which hydrates the prerendered loading state.
  const [returning] = useState(() => (navigationType === NavigationType.Pop && pastFirstRender() ? keptIn<T>(slot, key) : undefined));
  const result = useAsync(load, key, returning);
  const shown = result.status === 'success' ? result.data : undefined;
  useEffect(() => {
    if (shown !== undefined) sessionStorage.setItem(slot, JSON.stringify({ key, shown }));
  }, [slot, key, shown]);
  return result;
}

function keptIn<T>(slot: string, key: string): T | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(slot) ?? 'null') as { key?: unknown; shown?: T } | null;
    return kept?.key === key ? kept.shown : undefined;
  } catch {
    return undefined;
  }
}
