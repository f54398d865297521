import { useEffect, useState } from 'react';
import { NavigationType, useNavigationType } from 'react-router-dom';
import { pastFirstRender } from '@/lib/prerendered';
import { useAsync } from '@/lib/useAsync';

/**
 * A browse page's answer (useAsync's), which Back (or Forward) to the page shows as the student left it while it
 * loads again, as a browser's own Back would: the router puts the page back where it was scrolled only if what was
 * scrolled past is there again. The page's last answer is kept in the tab's own storage under `slot`, with the `key`
 * of what it showed (the list's filters, the menu's eatery), and taken back as the API's answer was
 * (lib/restaurantAnswers.ts).
 */
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
