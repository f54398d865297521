import { useEffect, useMemo, useState } from 'react';
import { NEVER, Subject, catchError, map, of, take, takeUntil, type Observable } from 'rxjs';
import { useObservable, type ReactFireGlobals } from 'reactfire';

export type LiveState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

/** What the listener delivers: reactfire rethrows a failed observable's error during render, so failures travel as values. */
type Outcome<T> = { ok: true; value: T } | { ok: false; error: Error };

/** One listen per mount: reactfire's own hooks keep a listener, failed ones too, for the life of the page (reactfire issues 228 and 790). */
interface ListenSession {
  id: string;
  stop: Subject<void>;
  committed: boolean;
  releaseTimer: ReturnType<typeof setTimeout> | undefined;
}

const IDLE_ID = 'campuseats:live:idle';
/** A render React throws away never commits, so no effect would release what it opened: this timer does. */
const UNCOMMITTED_GRACE_MS = 10_000;
let sessionsOpened = 0;

function release(session: ListenSession): void {
  clearTimeout(session.releaseTimer);
  session.stop.next();
  session.stop.complete();
  (globalThis as Partial<ReactFireGlobals>)._reactFirePreloadedObservables?.delete(session.id);
}

function openSession(key: string): ListenSession {
  const session: ListenSession = { id: `campuseats:live:${key}:${++sessionsOpened}`, stop: new Subject<void>(), committed: false, releaseTimer: undefined };
  session.releaseTimer = setTimeout(() => {
    if (!session.committed) release(session);
  }, UNCOMMITTED_GRACE_MS);
  return session;
}

type Listening = <T>(id: string, source: Observable<T>) => { status: 'loading' | 'error' | 'success'; data: T | undefined };

const useReactFire: Listening = (id, source) => useObservable(id, source, { suspense: false });
const useNothingYet: Listening = () => ({ status: 'loading', data: undefined });

/** The build's prerender (in Node) opens no listen and no session: every listen is loading there, and reactfire cannot run on a server. */
const DRAWN_AT_BUILD_TIME = typeof window === 'undefined';
const useListening: Listening = DRAWN_AT_BUILD_TIME ? useNothingYet : useReactFire;

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** True for Firestore's answer to a read the rules refuse (someone else's order, or no order at all). */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';
}

/** Follows `open()` through reactfire while `key`, which names everything `open` depends on, is not null; a new key starts a new listen. */
export function useLiveSnapshot<T>(key: string | null, open: () => Observable<T>): LiveState<T> {
  const session = useMemo(() => (key === null || DRAWN_AT_BUILD_TIME ? null : openSession(key)), [key]);
  const source = useMemo<Observable<Outcome<T>>>(
    () =>
      session
        ? open().pipe(
            map((value): Outcome<T> => ({ ok: true, value })),
            catchError((error: unknown) => of<Outcome<T>>({ ok: false, error: asError(error) })),
            takeUntil(session.stop),
          )
        : NEVER,
    // `open` is a fresh closure each render; the session (from `key`) says when its inputs changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session],
  );
  const { status, data } = useListening(session?.id ?? IDLE_ID, source);

  useEffect(() => {
    if (!session) return;
    session.committed = true;
    clearTimeout(session.releaseTimer);
    // Released on the next tick, so that StrictMode's remount in development takes the session back.
    return () => {
      session.releaseTimer = setTimeout(() => release(session), 0);
    };
  }, [session]);

  return useMemo((): LiveState<T> => {
    if (status !== 'success' || !data) return { status: 'loading' };
    return data.ok ? { status: 'success', data: data.value } : { status: 'error', error: data.error };
  }, [status, data]);
}

/** useLiveSnapshot for a list that grows a page at a time: the last key's data stays on screen while the next listen starts, so it does not blink. */
export function useLiveSnapshotKeepingLast<T>(key: string | null, open: () => Observable<T>): LiveState<T> {
  const state = useLiveSnapshot(key, open);
  const [shown, setShown] = useState<{ data: T } | null>(null);
  useEffect(() => {
    if (state.status === 'success') setShown({ data: state.data });
  }, [state]);
  if (state.status === 'loading' && shown) return { status: 'success', data: shown.data };
  return state;
}

export type PausableState<T> = LiveState<T> & { listening: boolean };

/** useLiveSnapshot with a pause: paused, the last data seen for the key stays on screen, and a key never seen is read once, not followed. */
export function usePausableSnapshot<T>(key: string | null, open: () => Observable<T>, live: boolean): PausableState<T> {
  const [kept, setKept] = useState<{ key: string; data: T } | null>(null);
  const keptData = kept !== null && kept.key === key ? kept : null;
  const mode = live ? 'live' : keptData ? 'kept' : 'once';
  const state = useLiveSnapshot(key === null || mode === 'kept' ? null : `${key}:${mode}`, () => (mode === 'once' ? open().pipe(take(1)) : open()));

  useEffect(() => {
    if (key !== null && state.status === 'success') setKept({ key, data: state.data });
  }, [key, state]);

  const listening = mode === 'live' && key !== null;
  const showKept = keptData !== null && (mode === 'kept' || state.status === 'loading');
  // The same object until something changes, so a parent told of it by an effect is not told again for nothing.
  return useMemo(
    // Paused, or resuming and waiting for the listener's first answer: show what was seen last.
    () => (showKept && keptData ? { status: 'success', data: keptData.data, listening } : { ...state, listening }),
    [showKept, keptData, state, listening],
  );
}
