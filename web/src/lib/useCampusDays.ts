import { useEffect, useMemo, useState } from 'react';
import { lastCampusDays } from '@campuseats/common/figures';
import { campusDay, IST_OFFSET_MS } from '@campuseats/common/istTime';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds from `now` to the next campus midnight (India Standard Time). */
export function untilNextCampusDay(now: Date): number {
  return DAY_MS - ((now.getTime() + IST_OFFSET_MS) % DAY_MS);
}

/** The last seven campus days, oldest first, today last; moves on by itself at campus midnight. */
export function useCampusDays(): string[] {
  const [today, setToday] = useState(() => campusDay(new Date()));
  useEffect(() => {
    const timer = setTimeout(() => setToday(campusDay(new Date())), Math.max(1000, untilNextCampusDay(new Date())));
    return () => clearTimeout(timer);
  }, [today]);
  // Noon of that campus day: any instant of it gives the same seven days.
  return useMemo(() => lastCampusDays(new Date(Date.parse(`${today}T12:00:00Z`) - IST_OFFSET_MS)), [today]);
}
