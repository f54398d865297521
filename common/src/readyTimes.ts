// No zod: the tracking page draws the range, and the benchmark (scripts/bench-ready-times.mjs) replays it.
import { istClockText } from './hours';
import { IST_OFFSET_MS } from './istTime';
import { estimatedMinutesFor, type OrderStatus } from './orderStatus';

/** Ready times as a range learnt from the eatery's own recent orders (docs/product.md#order-tracking, docs/decisions/0019-busy-switch-ready-times-sweep.md). */

/** An order the kitchen is done with: what the pace is learnt from. */
export const FINISHED_STATUSES = ['ready', 'out_for_delivery', 'delivered', 'collected'] as const satisfies readonly OrderStatus[];

/** The IST hour of the day of `at`: an estimate learns from earlier days' orders of the same hour. */
export const istHourOf = (at: Date): number => new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();

/** One finished order: how many of the eatery's orders were ahead of it when it was placed, and its minutes placed → ready. */
export interface PaceSample {
  ahead: number;
  minutes: number;
}

/** Today's finished orders, then those of the same hour on earlier days, which show a rush's pace before today's finishes. */
export interface PaceHistory {
  today: readonly PaceSample[];
  sameHour: readonly PaceSample[];
}

/** The most recent finished orders an estimate learns from: a lunch hour's worth, so the pace is today's. */
export const PACE_SAMPLES = 40;
/** Fewer finished orders than this: the fixed times. */
export const MIN_PACE_SAMPLES = 8;
/** Today's fixed promise from placing to ready: the placed order's minutes to delivery less the ready one's. */
export const FIXED_READY_MINUTES = estimatedMinutesFor('placed') - estimatedMinutesFor('ready');
const FIXED_HALF_WIDTH_MINUTES = 5;
/** The share of real times the range is cut to hold: from the 10th to the 90th percentile of the misses. */
const RANGE_QUANTILES = [0.1, 0.9] as const;
/** Ranges are shown on the clock's five-minute marks, widened outwards to them. */
const MARK_MINUTES = 5;

export const READY_BASES = ['pace', 'fixed'] as const;
type ReadyBasis = (typeof READY_BASES)[number];

/** Minutes from placing to the range's ends, and what they came from. */
interface ReadyMinutes {
  from: number;
  to: number;
  basis: ReadyBasis;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The q-quantile of `values`, interpolated between the nearest ranks. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const below = sorted[Math.floor(at)] ?? 0;
  const above = sorted[Math.ceil(at)] ?? below;
  return below + (above - below) * (at - Math.floor(at));
}

/** How the queue widens the range: the misses of n orders' worth of cooking grow as the square root of n. */
const spreadOf = (ahead: number) => Math.sqrt(ahead + 1);

/** The range, in minutes after placing, for an order with `ahead` orders ahead of it, learnt from `history`. */
export function readyMinutes(history: PaceHistory, ahead: number): ReadyMinutes {
  const recent = [...history.today.slice(0, PACE_SAMPLES), ...history.sameHour.slice(0, PACE_SAMPLES)];
  if (recent.length < MIN_PACE_SAMPLES) {
    return { from: FIXED_READY_MINUTES - FIXED_HALF_WIDTH_MINUTES, to: FIXED_READY_MINUTES + FIXED_HALF_WIDTH_MINUTES, basis: 'fixed' };
  }
  // The minutes each order ahead adds, by least squares, never negative.
  const meanAhead = mean(recent.map((sample) => sample.ahead));
  const meanMinutes = mean(recent.map((sample) => sample.minutes));
  const variance = mean(recent.map((sample) => (sample.ahead - meanAhead) ** 2));
  const covariance = mean(recent.map((sample) => (sample.ahead - meanAhead) * (sample.minutes - meanMinutes)));
  const perAhead = variance > 0 ? Math.max(0, covariance / variance) : 0;
  // What an order takes beyond its queue, and how far each finished order fell from that in units of the spread.
  const beyondQueue = recent.map((sample) => sample.minutes - perAhead * sample.ahead);
  const ownMinutes = quantile(beyondQueue, 0.5);
  const misses = recent.map((sample, index) => ((beyondQueue[index] ?? ownMinutes) - ownMinutes) / spreadOf(sample.ahead));
  const centre = ownMinutes + perAhead * ahead;
  const [low, high] = RANGE_QUANTILES.map((q) => centre + quantile(misses, q) * spreadOf(ahead)) as [number, number];
  return { from: Math.max(1, low), to: Math.max(1, high), basis: 'pace' };
}

/** When an order placed at `placedAt` will be ready: the range on the clock's five-minute marks. */
export function readyRange(minutes: ReadyMinutes, placedAt: Date): { from: Date; to: Date } {
  const mark = MARK_MINUTES * 60_000;
  const from = Math.floor((placedAt.getTime() + minutes.from * 60_000) / mark) * mark;
  const to = Math.max(from + mark, Math.ceil((placedAt.getTime() + minutes.to * 60_000) / mark) * mark);
  return { from: new Date(from), to: new Date(to) };
}

/** "ready 12:40–12:50 pm" (IST), or "ready 11:55 am–12:05 pm" across noon. */
export function readyRangeText(range: { from: Date; to: Date }): string {
  const [from, to] = [istClockText(range.from), istClockText(range.to)];
  const sameHalf = from.slice(-2) === to.slice(-2);
  return `ready ${sameHalf ? from.slice(0, -3) : from}–${to}`;
}
