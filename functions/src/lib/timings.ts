import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { RequestHandler, Response } from 'express';

// Server-Timing of each Firestore and Auth call (docs/architecture.md#budgets), only with CAMPUSEATS_SERVER_TIMING=1 so a deployed function reveals nothing.

interface Span {
  name: string;
  ms: number;
}

const spansOfRequest = new AsyncLocalStorage<Span[]>();

const serverTimingEnabled = () => process.env.CAMPUSEATS_SERVER_TIMING === '1';

/** Awaits `work` and, when the request records its timings, adds how long it took under `name`. */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const spans = spansOfRequest.getStore();
  if (!spans) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    spans.push({ name, ms: performance.now() - started });
  }
}

/** `name;dur=ms` per span, in the order they ended, and the whole request as `total` (RFC: W3C Server Timing). */
export function serverTimingHeader(spans: readonly Span[], totalMs: number): string {
  const token = (name: string) => name.replace(/[^A-Za-z0-9!#$%&'*+.^_`|~-]/g, '_');
  return [...spans, { name: 'total', ms: totalMs }].map(({ name, ms }) => `${token(name)};dur=${ms.toFixed(1)}`).join(', ');
}

/** Sets the header just before the answer's headers go out, whatever sends them (a route, the error handler). */
function beforeHeaders(res: Response, set: () => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  (res as unknown as { writeHead: (...args: unknown[]) => Response }).writeHead = (...args: unknown[]) => {
    if (!res.headersSent) set();
    return writeHead(...args);
  };
}

/** Records the request's timings when enabled (see above); a no-op otherwise. */
export const recordServerTiming: RequestHandler = (_req, res, next) => {
  if (!serverTimingEnabled()) return next();
  const spans: Span[] = [];
  const started = performance.now();
  beforeHeaders(res, () => res.setHeader('Server-Timing', serverTimingHeader(spans, performance.now() - started)));
  spansOfRequest.run(spans, next);
};
