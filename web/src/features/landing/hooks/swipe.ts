/** The landing carousel's gesture rules, as pure functions. */

const SWIPE_MIN_DISTANCE_PX = 30;
const SWIPE_MAX_DURATION_MS = 300;

export interface GesturePoint {
  x: number;
  y: number;
  /** A timestamp in milliseconds (a pointer event's timeStamp). */
  t: number;
}

/** A swipe: far and fast enough sideways, more sideways than vertical so scrolling never turns a card; left is "next". */
export function classifySwipe(start: GesturePoint, end: GesturePoint): 'next' | 'previous' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const duration = end.t - start.t;
  if (duration < 0 || duration >= SWIPE_MAX_DURATION_MS) return null;
  if (Math.abs(dx) <= SWIPE_MIN_DISTANCE_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Moves through `count` cards, wrapping at either end. */
export function stepIndex(index: number, direction: 'next' | 'previous', count: number): number {
  if (count <= 0) return 0;
  return (index + (direction === 'next' ? 1 : -1) + count) % count;
}

/** Where a card of the desktop fan sits: turned further and lower the further it is from the middle one. */
export function fanPlacement(index: number, count: number, spreadDeg = 6, gapPx = 212): { rotateDeg: number; translateXPx: number; translateYPx: number } {
  const fromMiddle = index - (count - 1) / 2;
  return {
    rotateDeg: fromMiddle * spreadDeg,
    translateXPx: fromMiddle * gapPx,
    translateYPx: Math.abs(fromMiddle) ** 2 * 8,
  };
}
