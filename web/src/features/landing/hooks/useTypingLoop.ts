import { useEffect, useState } from 'react';
import { nextTypingStep, TYPING_START, typedText, type TypingState } from '@/lib/motion/typing';

/** Types each word a letter at a time, deletes it and moves on, forever; the first word whole when `paused`. */
export function useTypingLoop(words: readonly string[], paused: boolean): string {
  const [state, setState] = useState<TypingState>(TYPING_START);

  useEffect(() => {
    if (paused) return;
    const { next, delayMs } = nextTypingStep(words, state);
    const timer = window.setTimeout(() => setState(next), delayMs);
    return () => window.clearTimeout(timer);
  }, [words, state, paused]);

  return paused ? (words[0] ?? '') : typedText(words, state);
}
