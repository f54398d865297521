import { useEffect, useState } from 'react';
import { rotatingIndex } from '@/lib/motion/typing';

/** Which of `count` items shows now, advancing every `periodMs` on the clock so a late timer does not drift; the first when `paused`. */
export function useRotatingIndex(count: number, periodMs: number, paused: boolean): number {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (paused) return;
    const startedAt = performance.now();
    let timer: number;
    const tick = () => {
      const elapsed = performance.now() - startedAt;
      setIndex(rotatingIndex(elapsed, count, periodMs));
      timer = window.setTimeout(tick, periodMs - (elapsed % periodMs));
    };
    timer = window.setTimeout(tick, periodMs);
    return () => window.clearTimeout(timer);
  }, [count, periodMs, paused]);

  return paused ? 0 : index;
}
