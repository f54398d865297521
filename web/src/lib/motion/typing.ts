// The landing and About pages' typing effects as pure functions, so their timing is unit-tested without timers.

interface TypingTiming {
  /** How long each letter takes to appear. */
  typeMs: number;
  /** How long each letter takes to disappear. */
  deleteMs: number;
  /** How long the whole word stays before it is deleted. */
  holdMs: number;
  /** How long the empty line stays before the next word starts. */
  pauseMs: number;
}

/** The landing headline's pace. */
export const FOOD_TYPING_TIMING: TypingTiming = { typeMs: 200, deleteMs: 120, holdMs: 1400, pauseMs: 300 };

export interface TypingState {
  wordIndex: number;
  /** How many letters of the word are shown. */
  length: number;
  deleting: boolean;
}

export const TYPING_START: TypingState = { wordIndex: 0, length: 0, deleting: false };

/** What the typing line shows in a state. */
export function typedText(words: readonly string[], state: TypingState): string {
  return (words[state.wordIndex] ?? '').slice(0, state.length);
}

/** The state that follows `state`, and how long `state` stays on screen before it does. */
export function nextTypingStep(
  words: readonly string[],
  state: TypingState,
  timing: TypingTiming = FOOD_TYPING_TIMING,
): { next: TypingState; delayMs: number } {
  const word = words[state.wordIndex] ?? '';
  if (!state.deleting) {
    if (state.length < word.length) return { next: { ...state, length: state.length + 1 }, delayMs: timing.typeMs };
    // The whole word stays for holdMs; then each of its letters takes deleteMs to go.
    return { next: { ...state, deleting: true }, delayMs: timing.holdMs };
  }
  if (state.length > 0) return { next: { ...state, length: state.length - 1 }, delayMs: timing.deleteMs };
  return { next: { wordIndex: (state.wordIndex + 1) % words.length, length: 0, deleting: false }, delayMs: timing.pauseMs };
}

/** The About page's welcome text: one more character every `msPerCharacter` since typing started. */
export function typedLength(elapsedMs: number, totalCharacters: number, msPerCharacter = 40): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(totalCharacters, Math.floor(elapsedMs / msPerCharacter));
}

/** The cravings line: which of `count` phrases shows `elapsedMs` after the page opened. */
export function rotatingIndex(elapsedMs: number, count: number, periodMs = 2000): number {
  if (count <= 0) return 0;
  return Math.floor(Math.max(0, elapsedMs) / periodMs) % count;
}
