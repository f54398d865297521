import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

/** How long a write may retry lost races, so a student told "try again" is never charged by a write still running. */
const WRITE_BUDGET_MS = 8_000;

/** The latest any request answers: before the function runtime's own timeout (index.ts) would answer for it. */
export const RESPONSE_DEADLINE_MS = 25_000;

/** No write starts later than this after its request arrived, so its answer comes before RESPONSE_DEADLINE_MS. */
export const LATEST_WRITE_MS = RESPONSE_DEADLINE_MS - 2_000;

const requestStartedAt = new AsyncLocalStorage<number>();

/** Runs `work` as a request that started at `startedAt`: the write deadline of everything it does counts from there. */
export function withRequestClock<T>(startedAt: number, work: () => T): T {
  return requestStartedAt.run(startedAt, work);
}

/** Starts the request's clock as the request arrives. */
export const startRequestClock: RequestHandler = (_req, _res, next) => {
  withRequestClock(Date.now(), next);
};

const startedAt = () => requestStartedAt.getStore() ?? Date.now();

/** When a write starting now must have been applied (or given up): its budget, cut short near the answer deadline. */
export function writeDeadline(): number {
  return Math.min(Date.now() + WRITE_BUDGET_MS, startedAt() + LATEST_WRITE_MS);
}

/** How long a request may wait for its turn (lib/perCallerQueue.ts) and still have a whole write budget after. */
export function turnDeadline(): number {
  return startedAt() + LATEST_WRITE_MS - WRITE_BUDGET_MS;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Full jitter, growing with each attempt: racing writers spread out instead of colliding again in step. */
export const retryPause = (attempt: number) => Math.random() * Math.min(250, 15 * 2 ** attempt);
