import { useState } from 'react';
import type { Observable } from 'rxjs';
import type { StoredEateryDay } from '@campuseats/common/figures';
import { useLiveSnapshot } from './live/useLiveSnapshot';
import { useCampusDays } from './useCampusDays';

/** The last seven campus days (oldest first, today last) and the stored figures of the eatery or campus `figuresKey` names (lib/live/figures.ts), live. */
export function useSalesDays(figuresKey: string, listen: (firstDay: string) => Observable<StoredEateryDay[]>) {
  const days = useCampusDays();
  const firstDay = days[0] ?? '';
  const [attempt, setAttempt] = useState(0);
  const stored = useLiveSnapshot(`figures:${figuresKey}:${firstDay}:${attempt}`, () => listen(firstDay));
  return { days, stored, retry: () => setAttempt((count) => count + 1) };
}

export type SalesDays = ReturnType<typeof useSalesDays>;
