import { busyUntilAt, nextOpening, openToStudentsAt, switchedOn, withinHours, type SwitchedEatery } from './hours';

// Its own module: a student's menu loads it with the live listeners, not with the page.

export interface EateryState {
  isOpen: boolean;
  opensAt: string | null;
  busyUntil: string | null;
}

/**
 * Whether students can order at `at`, and else when they can: its next opening when its hours keep it closed, or the
 * end of its vendor's pause (ISO 8601). The API's answers and a student's open menu, which follows the eatery live.
 */
export function eateryStateAt(eatery: SwitchedEatery, at: Date): EateryState {
  const on = switchedOn(eatery);
  const hours = eatery.hours ?? undefined;
  const inHours = withinHours(hours, at);
  return {
    isOpen: openToStudentsAt(eatery, at),
    opensAt: on && !inHours ? (nextOpening(hours, at)?.toISOString() ?? null) : null,
    busyUntil: (on && inHours ? busyUntilAt(eatery, at) : null)?.toISOString() ?? null,
  };
}
