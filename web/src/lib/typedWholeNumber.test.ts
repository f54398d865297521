import { describe, expect, it } from 'vitest';
import { typedWholeNumber } from './typedWholeNumber';

describe('typedWholeNumber', () => {
  it('reads digits, with spaces around them', () => {
    expect(typedWholeNumber('120')).toBe(120);
    expect(typedWholeNumber(' 0 ')).toBe(0);
  });

  it('is NaN for an empty field and for numbers written any other way', () => {
    for (const typed of ['', '  ', '1e3', '0x10', '12.0', '12.5', '-5', '+5', '1 000', '١٢']) expect(typedWholeNumber(typed)).toBeNaN();
  });
});
