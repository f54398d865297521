import { AsyncLocalStorage } from 'node:async_hooks';

// A check that must pass before a request writes, but need not hold up its reads (the rate limit of a vendor's
// status change, lib/rateLimit.ts): it runs while the write's plan reads, and commitIfUnchanged (lib/writes.ts)
// waits for it before its first commit. Refused, the request answers the check's error having written nothing
// (docs/architecture.md, "Writes under contention").

const pendingChecks = new AsyncLocalStorage<Promise<void>>();

/** Runs `next` (the rest of the request) with `check` pending: the request's writes wait for it. */
export function admitBeforeCommit(check: Promise<void>, next: () => void): void {
  // Awaited by the commit, or by nothing when the request fails first: never an unhandled rejection.
  check.catch(() => undefined);
  pendingChecks.run(check, next);
}

/** Resolves once the request's pending check passed; rejects with its error when it refused the request. */
export const admitted = (): Promise<void> => pendingChecks.getStore() ?? Promise.resolve();
