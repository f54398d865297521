import { useState } from 'react';
import type { Observable } from 'rxjs';
import type { StoredEateryDay } from '@campuseats/common/figures';
import { useLiveSnapshot, type LiveState } from './live/useLiveSnapshot';
import { useCampusDays } from './useCampusDays';

/** The last seven campus days (oldest first, today last) and their stored figures, live. */
export interface SalesDays {
  days: string[];
  stored: LiveState<StoredEateryDay[]>;
  /** Starts a failed listen over (Retry). */
  retry: () => void;
}

/**
 * Follows the stored days of an eatery or of the campus (lib/live/figures.ts) from the first of the last seven campus
 * days on; `figuresKey` names whose they are, and a new key starts the listen over. The admin dashboard reads its
 * eateries' rows and its Campus sales from the one listen, so the two are one set of numbers.
 */
export function useSalesDays(figuresKey: string, listen: (firstDay: string) => Observable<StoredEateryDay[]>): SalesDays {
  const days = useCampusDays();
  const firstDay = days[0] ?? '';
  const [attempt, setAttempt] = useState(0);
  const stored = useLiveSnapshot(`figures:${figuresKey}:${firstDay}:${attempt}`, () => listen(firstDay));
  return { days, stored, retry: () => setAttempt((count) => count + 1) };
}
