// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusOnChange } from './useFocusOnChange';

/** A button that goes away when used, and an Undo that takes its place; elsewhere, a field the student may be in. */
function SwappingButtons() {
  const [done, setDone] = useState(false);
  const focusRef = useFocusOnChange<HTMLButtonElement>(done);
  return (
    <>
      <input aria-label="Elsewhere" />
      {done ? (
        <button ref={focusRef} onClick={() => setDone(false)}>
          Undo
        </button>
      ) : (
        <button ref={focusRef} onClick={() => setDone(true)}>
          Do
        </button>
      )}
    </>
  );
}

describe('useFocusOnChange', () => {
  afterEach(cleanup);

  it('takes nothing on the first draw, then hands the focus on when the button used goes away', () => {
    render(<SwappingButtons />);
    expect(document.activeElement).toBe(document.body);

    screen.getByRole('button', { name: 'Do' }).focus();
    act(() => screen.getByRole('button', { name: 'Do' }).click());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Undo' }));
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Do' }));
  });

  it('never takes the focus from where the student is', () => {
    render(<SwappingButtons />);
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus();
    act(() => screen.getByRole('button', { name: 'Do' }).click());
    expect(document.activeElement).toBe(elsewhere);
  });
});
