import { useEffect, useState } from 'react';
import { typedLength } from '@/lib/motion/typing';

/**
 * How many characters of a text of `total` characters to show: none until `started`, then one more every
 * `msPerCharacter`, on the clock (a slow frame catches up instead of slowing the typing). With `paused`
 * (reduced motion) the whole text shows at once.
 */
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
