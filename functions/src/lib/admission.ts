import { AsyncLocalStorage } from 'node:async_hooks';

// A check run beside a write's reads that commitIfUnchanged awaits before committing (docs/architecture.md, "Writes under contention").

const pendingChecks = new AsyncLocalStorage<Promise<void>>();

/** Runs `next` (the rest of the request) with `check` pending: the request's writes wait for it. */
export function admitBeforeCommit(check: Promise<void>, next: () => void): void {
  // Awaited by the commit, or by nothing when the request fails first: never an unhandled rejection.
  check.catch(() => undefined);
  pendingChecks.run(check, next);
}

/** Resolves once the request's pending check passed; rejects with its error when it refused the request. */
export const admitted = (): Promise<void> => pendingChecks.getStore() ?? Promise.resolve();
