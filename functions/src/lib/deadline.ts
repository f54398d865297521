import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

/**
 * How long one request may spend getting its writes applied (waiting its turn, retrying a write that lost a
 * race). Past it the request answers 503 having applied nothing. Far inside the function's timeout (index.ts),
 * so a student told "try again" is never charged by a write still retrying in the background.
 */
export const WRITE_BUDGET_MS = 8_000;

/** The latest any request answers: before the function runtime's own timeout would answer for it. */
export const RESPONSE_DEADLINE_MS = 25_000;

const requestStartedAt = new AsyncLocalStorage<number>();

/** Runs `work` as a request that started at `startedAt`: the write deadline of everything it does counts from there. */
export function withRequestClock<T>(startedAt: number, work: () => T): T {
  return requestStartedAt.run(startedAt, work);
}

/** Starts the request's clock as the request arrives. */
export const startRequestClock: RequestHandler = (_req, _res, next) => {
  withRequestClock(Date.now(), next);
};

/** When the current request's writes must have been applied (or given up); outside a request, from now. */
export function writeDeadline(): number {
  return (requestStartedAt.getStore() ?? Date.now()) + WRITE_BUDGET_MS;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Full jitter, growing with each attempt: racing writers spread out instead of colliding again in step. */
export const retryPause = (attempt: number) => Math.random() * Math.min(250, 15 * 2 ** attempt);
