// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_HOLD_ATTRIBUTE, FIRST_PAINT_ID, FirstPaintGivesWay, FirstPaintHandOff, HOLD_AT_MOST_MS, useFirstPaintUntil } from './FirstPaintHandOff';

function HoldingScreen({ ready }: { ready: boolean }) {
  useFirstPaintUntil(false);
  return ready ? <FirstPaintGivesWay /> : null;
}

const firstPaint = () => document.getElementById(FIRST_PAINT_ID);

describe('a held first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    const picture = document.createElement('div');
    picture.id = FIRST_PAINT_ID;
    picture.setAttribute(FIRST_PAINT_HOLD_ATTRIBUTE, '');
    document.body.appendChild(picture);
  });
  afterEach(() => {
    cleanup();
    firstPaint()?.remove();
    vi.useRealTimers();
  });

  it('stays while its screen waits, and gives way when the screen draws what it waited for', () => {
    const { rerender } = render(
      <FirstPaintHandOff>
        <HoldingScreen ready={false} />
      </FirstPaintHandOff>,
    );
    expect(firstPaint()).not.toBeNull();
    rerender(
      <FirstPaintHandOff>
        <HoldingScreen ready />
      </FirstPaintHandOff>,
    );
    expect(firstPaint()).toBeNull();
  });

  it(`gives way after ${HOLD_AT_MOST_MS} ms when what the screen waits for never comes`, () => {
    render(
      <FirstPaintHandOff>
        <HoldingScreen ready={false} />
      </FirstPaintHandOff>,
    );
    vi.advanceTimersByTime(HOLD_AT_MOST_MS - 1);
    expect(firstPaint()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(firstPaint()).toBeNull();
  });

  it('is not held by a screen that does not hold it', () => {
    render(
      <FirstPaintHandOff>
        <p>another screen</p>
      </FirstPaintHandOff>,
    );
    expect(firstPaint()).toBeNull();
  });
});
