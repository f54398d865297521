import { clockOfTime, runsPastMidnight, WEEKDAY_NAMES, WEEKDAYS, type OpeningHours, type OpeningRange, type Weekday } from '@campuseats/common/hours';

// The opening-hours editor's value and rules, free of React so they are tested alone (docs/product.md#opening-hours).

/** A range as the editor holds it: `overnight` once the person said that a close before the open is the next day's. */
export interface DraftRange extends OpeningRange {
  overnight?: boolean;
}
export type DraftHours = Partial<Record<Weekday, DraftRange[]>>;

/** A new day's first range: a canteen's lunch and dinner are added from here. */
export const FIRST_RANGE: OpeningRange = { open: '09:00', close: '21:00' };
const DAY = 24 * 60;
const HOUR = 60;
/** A range "Add hours" makes: at least an hour, at most three, an hour clear of the range beside it, closing by 23:30. */
const NEW_RANGE = 3 * HOUR;
const GAP = HOUR;
const LATEST_CLOSE = DAY - 30;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "Monday", or "Monday 2" for the second of several ranges: how a range is named on screen and to a screen reader. */
export const rangeName = (day: Weekday, index: number, count: number) => `${WEEKDAY_NAMES[day]}${count > 1 ? ` ${index + 1}` : ''}`;

/** Saved hours as the editor starts them: a saved range past midnight was chosen so when it was saved. */
export function draftOf(hours: OpeningHours): DraftHours {
  return Object.fromEntries(
    Object.entries(hours).map(([day, ranges]) => [day, ranges.map((range) => (runsPastMidnight(range) ? { ...range, overnight: true } : range))]),
  );
}

/** Where "Add hours" starts a range, in the day's free time and never past midnight; null when the day has no room left. */
export function suggestedRange(ranges: readonly OpeningRange[]): OpeningRange | null {
  if (ranges.length === 0) return FIRST_RANGE;
  const taken = ranges.map((range) => [minutesOf(range.open), runsPastMidnight(range) ? DAY : minutesOf(range.close)] as const).sort((a, b) => a[0] - b[0]);
  const stretches = [
    { from: Math.max(...taken.map(([, close]) => close)), to: LATEST_CLOSE, before: false },
    { from: 0, to: taken[0]?.[0] ?? 0, before: true },
    ...taken.slice(1).map(([open], index) => ({ from: taken[index]?.[1] ?? open, to: open, before: false })),
  ];
  for (const { from, to, before } of stretches) {
    if (to - from < GAP + HOUR) continue;
    const [open, close] = before ? [Math.max(from, to - GAP - NEW_RANGE), to - GAP] : [from + GAP, Math.min(from + GAP + NEW_RANGE, to)];
    return { open: timeOf(open), close: timeOf(close) };
  }
  return null;
}

/** A range with one time changed: the "next day" tick stands while it still runs past midnight (2:00 am moved to 3:00 am). */
export function withTime(range: DraftRange, field: keyof OpeningRange, time: string): DraftRange {
  const changed = { open: range.open, close: range.close, [field]: time };
  return range.overnight === true && runsPastMidnight(changed) ? { ...changed, overnight: true } : changed;
}

/** `ranges` with `added` in its place by opening time, as the API wants a day's ranges. */
export const withRange = (ranges: readonly DraftRange[], added: DraftRange): DraftRange[] =>
  [...ranges, added].sort((a, b) => minutesOf(a.open) - minutesOf(b.open));

/** A range whose close is not after its open, which nobody has yet said runs into the next day. */
const needsOvernightChoice = (range: DraftRange): boolean => range.open !== range.close && runsPastMidnight(range) && range.overnight !== true;

/** "Until 2:00 am the next day": the choice a range past midnight needs. */
export const overnightText = (range: OpeningRange) => `Until ${clockOfTime(range.close)} the next day`;

/** The hours the form sends, or what stops it, naming the range: a time left empty, or a range past midnight nobody chose to run into the next day. */
export function hoursToSend(draft: DraftHours): { hours: OpeningHours; problem: null } | { hours: null; problem: string } {
  for (const day of WEEKDAYS) {
    const ranges = draft[day] ?? [];
    const unfilled = ranges.findIndex((range) => range.open === '' || range.close === '');
    if (unfilled >= 0) return { hours: null, problem: `${rangeName(day, unfilled, ranges.length)} needs an opening and a closing time` };
    const index = ranges.findIndex(needsOvernightChoice);
    const range = ranges[index];
    if (range) {
      return {
        hours: null,
        problem: `${rangeName(day, index, ranges.length)} closes before it opens: tick “${overnightText(range)}” if it runs past midnight, or change the times`,
      };
    }
  }
  return { hours: Object.fromEntries(Object.entries(draft).map(([day, ranges]) => [day, ranges.map(({ open, close }) => ({ open, close }))])), problem: null };
}
