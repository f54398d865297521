// No zod here: the eatery list and the menu page say "Opens at 5:00 pm" on a first visit.
import { IST_OFFSET_MS } from './istTime';

/** Opening hours per weekday in IST (docs/product.md#vendor-console); a range whose close is not after its open runs past midnight. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
export interface OpeningRange {
  open: string;
  close: string;
}
export type OpeningHours = Partial<Record<Weekday, OpeningRange[]>>;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes since Monday 00:00 IST of the week `at` falls in, and the UTC instant that Monday began. */
function weekPosition(at: Date): { minute: number; weekStartMs: number } {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const weekday = (ist.getUTCDay() + 6) % 7;
  const minute = weekday * DAY_MINUTES + ist.getUTCHours() * 60 + ist.getUTCMinutes();
  const weekStartMs = at.getTime() - (minute * 60_000 + ist.getUTCSeconds() * 1000 + ist.getUTCMilliseconds());
  return { minute, weekStartMs };
}

/** Whether the range closes on the next day: its close is not after its open (17:00–01:00). */
export const runsPastMidnight = (range: OpeningRange): boolean => minutesOf(range.close) <= minutesOf(range.open);

/** Each range of the week as [start, end) minutes from Monday 00:00, with its day. */
function weekSpans(hours: OpeningHours): { day: Weekday; start: number; end: number }[] {
  return WEEKDAYS.flatMap((day, index) =>
    (hours[day] ?? []).map((range) => {
      const start = index * DAY_MINUTES + minutesOf(range.open);
      const close = index * DAY_MINUTES + minutesOf(range.close);
      return { day, start, end: runsPastMidnight(range) ? close + DAY_MINUTES : close };
    }),
  );
}

/** Every range as [start, end) minutes from Monday 00:00, last week's and next week's too, so ranges may cross a week's edge. */
function intervals(hours: OpeningHours): [number, number][] {
  const week = weekSpans(hours);
  return [-WEEK_MINUTES, 0, WEEK_MINUTES].flatMap((shift) => week.map(({ start, end }): [number, number] => [start + shift, end + shift]));
}

/** The first weekday with a range overlapping another (past midnight and Sunday into Monday included), or null. */
export function overlappingDay(hours: OpeningHours): Weekday | null {
  const spans = weekSpans(hours);
  for (const [index, span] of spans.entries()) {
    const clash = spans
      .slice(index + 1)
      .some((other) => [-WEEK_MINUTES, 0, WEEK_MINUTES].some((shift) => span.start < other.end + shift && other.start + shift < span.end));
    if (clash) return span.day;
  }
  return null;
}

/** The open stretches of a campus day as [from, to) instants, cut at midnight; no hours is the whole day. */
export function openSpansOfDay(hours: OpeningHours | undefined, dayStart: Date): [Date, Date][] {
  const dayEnd = dayStart.getTime() + DAY_MINUTES * 60_000;
  if (!hours) return [[dayStart, new Date(dayEnd)]];
  const { weekStartMs } = weekPosition(dayStart);
  return intervals(hours)
    .map(([start, end]): [number, number] => [Math.max(weekStartMs + start * 60_000, dayStart.getTime()), Math.min(weekStartMs + end * 60_000, dayEnd)])
    .filter(([from, to]) => from < to)
    .sort(([a], [b]) => a - b)
    .map(([from, to]) => [new Date(from), new Date(to)]);
}

/** Whether `hours` (none: always) has the eatery open at `at`. */
export function withinHours(hours: OpeningHours | undefined, at: Date): boolean {
  if (!hours) return true;
  const { minute } = weekPosition(at);
  return intervals(hours).some(([start, end]) => start <= minute && minute < end);
}

/** Its vendor's switch is on and no admin suspended it: it takes orders whenever its hours and busy switch allow. */
export const switchedOn = (eatery: Pick<SwitchedEatery, 'isOpen' | 'suspended'>): boolean => eatery.isOpen && eatery.suspended !== true;

/** Whether students can order at `at`; the API and the admin's table both use it so they never disagree (docs/product.md#admin-console). */
export function openToStudentsAt(eatery: SwitchedEatery, at: Date): boolean {
  return switchedOn(eatery) && withinHours(eatery.hours ?? undefined, at) && busyUntilAt(eatery, at) === null;
}

/** An eatery as the open/closed rules read it: its vendor's switch, an admin's suspension, its hours and busy switch. */
export type SwitchedEatery = BusyEatery & { isOpen: boolean; suspended?: boolean; hours?: OpeningHours | null };

/** The busy switch's choices (docs/product.md#vendor-console); readers compare `busyUntil` with their own `at`, so orders reopen by themselves. */
export const BUSY_MINUTES = [15, 30, 60] as const;
export type BusyMinutes = (typeof BUSY_MINUTES)[number];
export interface BusyEatery {
  /** As stored (a Date) or as the API answers it (ISO 8601). */
  busyUntil?: Date | string | null;
}

/** When the eatery's pause ends, if it is paused at `at`; null otherwise. */
export function busyUntilAt(eatery: BusyEatery, at: Date): Date | null {
  const until = eatery.busyUntil ? new Date(eatery.busyUntil) : null;
  return until && until > at ? until : null;
}

/** "Busy: taking orders again at 12:45 pm" (IST), what students read on the list, the menu and a refused order. */
export function busyText(until: Date): string {
  return `Busy: taking orders again at ${istClockText(until)}`;
}

/** When the eatery opens next after `at` by its hours, or null (no hours, or none at all). */
export function nextOpening(hours: OpeningHours | undefined, at: Date): Date | null {
  if (!hours) return null;
  const { minute, weekStartMs } = weekPosition(at);
  const starts = intervals(hours)
    .map(([start]) => start)
    .filter((start) => start > minute);
  if (starts.length === 0) return null;
  return new Date(weekStartMs + Math.min(...starts) * 60_000);
}

/** "5:00 pm", "12:30 am": a time of day as the app writes it. */
const clockText = (hour: number, minute: number): string => `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;

/** "12:30 pm": an instant's time of day in IST. */
export function istClockText(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return clockText(ist.getUTCHours(), ist.getUTCMinutes());
}

/** "2:00 am" for "02:00". */
export const clockOfTime = (time: string): string => clockText(Number(time.slice(0, 2)), Number(time.slice(3, 5)));

/** "Opens at 5:00 pm" today, "Opens tomorrow at 8:00 am", else "Opens Mon at 8:00 am" (IST). */
export function opensAtText(opensAt: Date, now: Date): string {
  const ist = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS);
  const [open, today] = [ist(opensAt), ist(now)];
  const clock = clockText(open.getUTCHours(), open.getUTCMinutes());
  const dayOf = (date: Date) => Math.floor(date.getTime() / (DAY_MINUTES * 60_000));
  const days = dayOf(open) - dayOf(today);
  if (days === 0) return `Opens at ${clock}`;
  if (days === 1) return `Opens tomorrow at ${clock}`;
  return `Opens ${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][open.getUTCDay()]} at ${clock}`;
}
