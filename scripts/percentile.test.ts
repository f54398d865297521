import { describe, expect, it } from 'vitest';
import { percentile } from './percentile.mjs';

describe('percentile', () => {
  it('answers the nearest rank, whatever order the values come in', () => {
    const values = [70, 10, 50, 30, 90, 20, 80, 40, 100, 60];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 90)).toBe(90);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
  });
});
