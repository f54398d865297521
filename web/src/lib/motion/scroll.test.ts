import { describe, expect, it } from 'vitest';
import { pinnedProgress, viewportLineMargin, viewportProgress, waveOffset } from './scroll';

describe('pinnedProgress', () => {
  it('runs from 0 to 1 while a section 4 screens tall scrolls past a pinned viewport', () => {
    expect(pinnedProgress(300, 3200, 800)).toBe(0);
    expect(pinnedProgress(0, 3200, 800)).toBe(0);
    expect(pinnedProgress(-1200, 3200, 800)).toBe(0.5);
    expect(pinnedProgress(-2400, 3200, 800)).toBe(1);
    expect(pinnedProgress(-5000, 3200, 800)).toBe(1);
  });
  it('is 0 for a section no taller than the viewport', () => {
    expect(pinnedProgress(-100, 600, 800)).toBe(0);
  });
});

describe('viewportProgress', () => {
  it('is 0 below the fold, 0.5 when centred and 1 once scrolled past', () => {
    expect(viewportProgress(900, 200, 800)).toBe(0);
    expect(viewportProgress(300, 200, 800)).toBe(0.5);
    expect(viewportProgress(-300, 200, 800)).toBe(1);
  });
});

describe('viewportLineMargin', () => {
  it('leaves out the lower 20% of the viewport for an 80% start line', () => {
    expect(viewportLineMargin(0.8)).toBe('0px 0px -20% 0px');
    expect(viewportLineMargin(1)).toBe('0px 0px -0% 0px');
  });
});

describe('waveOffset', () => {
  it('stays within the amplitude and moves as the page scrolls', () => {
    for (let index = 0; index < 30; index++) expect(Math.abs(waveOffset(index, 0.3, 18))).toBeLessThanOrEqual(18);
    expect(waveOffset(2, 0.1)).not.toBeCloseTo(waveOffset(2, 0.2));
    // Neighbouring letters sit at different heights: a wave, not a block moving up and down.
    expect(waveOffset(0, 0.1)).not.toBeCloseTo(waveOffset(1, 0.1));
  });
});
