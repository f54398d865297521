import type { User } from 'firebase/auth';

// A signed-in screen's reads need the student's token. They start in the Auth callback that names the student, before
// React redraws the page for the new session, which on a slow phone is a long render.
let named: User | null = null;
let waiting: ((user: User) => void)[] = [];

/** Runs `start` with the signed-in account once Auth names it (now, if it has); dropped if Auth answers nobody. */
export function whenSignedIn(start: (user: User) => void): void {
  if (named) start(named);
  else waiting.push(start);
}

/** The session tells every account Auth names, and null once nobody is signed in. */
export function authNamed(user: User | null): void {
  named = user;
  const starters = waiting;
  waiting = [];
  if (user) for (const start of starters) start(user);
}
