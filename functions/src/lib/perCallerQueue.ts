import type { RequestHandler } from 'express';
import { tryAgainLater } from './apiError';
import { caller } from './auth';
import { turnDeadline } from './deadline';

/** First come, first served per key, inside this process; a waiter whose deadline passes leaves the line. */
class KeyedTurns {
  private readonly tails = new Map<string, Promise<void>>();

  /** Resolves with the function that ends the turn, or with null when the deadline came first. */
  take(key: string, deadline: number): Promise<(() => void) | null> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let end!: () => void;
    const turn = new Promise<void>((resolve) => (end = resolve));
    const tail = previous.then(() => turn);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return new Promise((resolve) => {
      let gaveUp = false;
      const timer = setTimeout(() => {
        gaveUp = true;
        resolve(null);
      }, deadline - Date.now());
      void previous.then(() => {
        clearTimeout(timer);
        // A waiter that left the line passes its turn straight on.
        if (gaveUp) end();
        else resolve(end);
      });
    });
  }
}

const turnsOfApp = new WeakMap<object, KeyedTurns>();

/** One cart or checkout request of a student at a time in this instance, sparing conditional writes from racing each other; the wait is bounded. */
export const oneRequestAtATimePerCaller: RequestHandler = (req, res, next) => {
  let turns = turnsOfApp.get(req.app);
  if (!turns) {
    turns = new KeyedTurns();
    turnsOfApp.set(req.app, turns);
  }
  turns.take(caller(req).uid, turnDeadline()).then((endTurn) => {
    if (!endTurn) return next(tryAgainLater('busy'));
    res.once('finish', endTurn);
    res.once('close', endTurn);
    next();
  }, next);
};
