import type { RequestHandler } from 'express';
import { caller } from './auth';

/** Longest a request may hold its caller's turn; then the next one goes anyway (transactions still keep it right). */
const MAX_HOLD_MS = 30_000;

/** First come, first served per key, inside this process. */
class KeyedTurns {
  private readonly tails = new Map<string, Promise<void>>();

  /** Resolves when it is this caller's turn, with the function that ends the turn. */
  take(key: string): Promise<() => void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let end!: () => void;
    const turn = new Promise<void>((resolve) => (end = resolve));
    const tail = previous.then(() => turn);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return previous.then(() => {
      const timer = setTimeout(end, MAX_HOLD_MS);
      return () => {
        clearTimeout(timer);
        end();
      };
    });
  }
}

const turnsOfApp = new WeakMap<object, KeyedTurns>();

/**
 * Runs one cart or checkout request of a student at a time in this instance of the function. Correctness
 * comes from the Firestore transactions (they also guard against other instances); this only spares the
 * transactions from fighting each other when a student taps "+" five times or double-clicks Place Order,
 * which under contention costs retries with back-off of a second or more each.
 */
export const oneRequestAtATimePerCaller: RequestHandler = (req, res, next) => {
  let turns = turnsOfApp.get(req.app);
  if (!turns) {
    turns = new KeyedTurns();
    turnsOfApp.set(req.app, turns);
  }
  turns.take(caller(req).uid).then((endTurn) => {
    res.once('finish', endTurn);
    res.once('close', endTurn);
    next();
  }, next);
};
