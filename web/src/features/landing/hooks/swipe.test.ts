import { describe, expect, it } from 'vitest';
import { classifySwipe, fanPlacement, stepIndex } from './swipe';

const at = (x: number, y: number, t: number) => ({ x, y, t });

describe('classifySwipe', () => {
  it.each([
    ['a quick 31 px flick to the left', at(200, 100, 0), at(169, 100, 299), 'next'],
    ['a quick 31 px flick to the right', at(200, 100, 0), at(231, 100, 299), 'previous'],
    ['a long fast swipe with some drift', at(300, 100, 1000), at(100, 140, 1150), 'next'],
    ['exactly 30 px', at(200, 100, 0), at(170, 100, 100), null],
    ['a slow drag of 300 ms', at(200, 100, 0), at(100, 100, 300), null],
    ['a slow drag of 2 s', at(200, 100, 0), at(0, 100, 2000), null],
    ['a vertical scroll that moves sideways too', at(200, 100, 0), at(160, 300, 120), null],
    ['a tap', at(200, 100, 0), at(202, 101, 80), null],
    ['events out of order', at(200, 100, 500), at(100, 100, 400), null],
  ] as const)('%s is %s', (_name, start, end, expected) => {
    expect(classifySwipe(start, end)).toBe(expected);
  });
});

describe('stepIndex', () => {
  it('wraps around the five cards in both directions', () => {
    expect(stepIndex(0, 'next', 5)).toBe(1);
    expect(stepIndex(4, 'next', 5)).toBe(0);
    expect(stepIndex(0, 'previous', 5)).toBe(4);
    expect(stepIndex(3, 'previous', 5)).toBe(2);
  });
});

describe('fanPlacement', () => {
  it('keeps the middle card upright and turns the others symmetrically outwards', () => {
    const placements = Array.from({ length: 5 }, (_, index) => fanPlacement(index, 5));
    expect(placements[2]).toEqual({ rotateDeg: 0, translateXPx: 0, translateYPx: 0 });
    expect(placements[0]!.rotateDeg).toBe(-placements[4]!.rotateDeg);
    expect(placements[0]!.translateXPx).toBe(-placements[4]!.translateXPx);
    expect(placements.map((placement) => placement.rotateDeg)).toEqual([...placements.map((placement) => placement.rotateDeg)].sort((a, b) => a - b));
    expect(placements[0]!.translateYPx).toBeGreaterThan(placements[1]!.translateYPx);
  });
});
