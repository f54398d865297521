import { useState } from 'react';
import type { Observable } from 'rxjs';
import type { StoredEateryDay } from '@campuseats/common/figures';
import { useLiveSnapshot, type LiveState } from './live/useLiveSnapshot';
import { useCampusDays } from './useCampusDays';

/** The last seven campus days (oldest first, today last) and their stored figures, live. */
export interface SalesDays {
  days: string[];
  stored: LiveState<StoredEateryDay[]>;
  retry: () => void;
}

/** Follows the stored days of the eatery or campus `figuresKey` names (lib/live/figures.ts) over the last seven campus days. */
export function useSalesDays(figuresKey: string, listen: (firstDay: string) => Observable<StoredEateryDay[]>): SalesDays {
  const days = useCampusDays();
  const firstDay = days[0] ?? '';
  const [attempt, setAttempt] = useState(0);
  const stored = useLiveSnapshot(`figures:${figuresKey}:${firstDay}:${attempt}`, () => listen(firstDay));
  return { days, stored, retry: () => setAttempt((count) => count + 1) };
}
