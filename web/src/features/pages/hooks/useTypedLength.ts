import { useEffect, useState } from 'react';
import { typedLength } from '@/lib/motion/typing';

/** How many of `total` characters to show: one more every `msPerCharacter` on the clock once `started`, so a slow frame catches up; all when `paused`. */
export function useTypedLength(total: number, started: boolean, paused: boolean, msPerCharacter = 40): number {
  const [length, setLength] = useState(0);

  useEffect(() => {
    if (!started || paused) return;
    const startedAt = performance.now();
    const timer = window.setInterval(() => {
      const next = typedLength(performance.now() - startedAt, total, msPerCharacter);
      setLength(next);
      if (next >= total) window.clearInterval(timer);
    }, msPerCharacter);
    return () => window.clearInterval(timer);
  }, [started, paused, total, msPerCharacter]);

  return paused ? total : length;
}
