import { describe, expect, it } from 'vitest';
import { FOOD_TYPING_TIMING, nextTypingStep, rotatingIndex, TYPING_START, typedLength, typedText, type TypingState } from './typing';

const FOODS = ['Pizza', 'Burger', 'Momos', 'Fries', 'Pasta', 'Coffee'];

/** Runs the typing machine from the start and records what is shown and for how long. */
function run(words: readonly string[], steps: number) {
  const frames: { text: string; ms: number }[] = [];
  let state: TypingState = TYPING_START;
  for (let step = 0; step < steps; step++) {
    const { next, delayMs } = nextTypingStep(words, state);
    frames.push({ text: typedText(words, state), ms: delayMs });
    state = next;
  }
  return { frames, state };
}

describe('the food typing animation', () => {
  it('types a letter every 200 ms, holds the word, deletes a letter every 120 ms, then moves on', () => {
    const { frames, state } = run(FOODS, 13);
    expect(frames.map((frame) => frame.text)).toEqual(['', 'P', 'Pi', 'Piz', 'Pizz', 'Pizza', 'Pizza', 'Pizz', 'Piz', 'Pi', 'P', '', '']);
    // 200 ms before each of the 5 letters appears, the hold, 120 ms before each of the 5 letters goes, the pause.
    expect(frames.map((frame) => frame.ms)).toEqual([
      200,
      200,
      200,
      200,
      200,
      FOOD_TYPING_TIMING.holdMs,
      120,
      120,
      120,
      120,
      120,
      FOOD_TYPING_TIMING.pauseMs,
      200,
    ]);
    expect(state).toEqual({ wordIndex: 1, length: 1, deleting: false });
  });

  it('spends exactly the set timing on each word and cycles through all six foods back to Pizza', () => {
    let state: TypingState = TYPING_START;
    const seen: string[] = [];
    for (const word of FOODS) {
      let elapsed = 0;
      let longest = '';
      do {
        const { next, delayMs } = nextTypingStep(FOODS, state);
        elapsed += delayMs;
        const text = typedText(FOODS, state);
        if (text.length > longest.length) longest = text;
        state = next;
      } while (state.wordIndex === FOODS.indexOf(word));
      seen.push(longest);
      const { typeMs, deleteMs, holdMs, pauseMs } = FOOD_TYPING_TIMING;
      expect(elapsed).toBe(word.length * typeMs + holdMs + word.length * deleteMs + pauseMs);
    }
    expect(seen).toEqual(FOODS);
    expect(state).toEqual(TYPING_START);
  });
});

describe('typedLength (About page, 40 ms a character)', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [39, 0],
    [40, 1],
    [400, 10],
    [10_000, 120],
  ])('after %i ms shows %i characters of 120', (elapsed, expected) => {
    expect(typedLength(elapsed, 120)).toBe(expected);
  });
});

describe('rotatingIndex (cravings, every 2 s over 7 phrases)', () => {
  it.each([
    [0, 0],
    [1999, 0],
    [2000, 1],
    [12_000, 6],
    [14_000, 0],
    [-100, 0],
  ])('at %i ms shows phrase %i', (elapsed, expected) => {
    expect(rotatingIndex(elapsed, 7)).toBe(expected);
  });
});
