// @vitest-environment jsdom
import { useRef, useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusFirstNew, useFocusOnChange } from './useFocusOnChange';

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

/** A dialog-like box with a list and a More that goes at once (one page left), as a focus trap moves the focus to the box. */
function ListWithMore() {
  const [items, setItems] = useState(['first']);
  const [asking, setAsking] = useState(false);
  const more = useFocusFirstNew(items.length);
  const box = useRef<HTMLDivElement>(null);
  return (
    <div ref={box} tabIndex={-1} role="dialog" aria-label="Box">
      <ul>
        {items.map((item, index) => (
          <li key={item} {...more.targetOf(index)}>
            {item}
          </li>
        ))}
      </ul>
      {!asking && <button onClick={more.loadWith(() => setAsking(true))}>More</button>}
      <button onClick={() => setItems(['first', 'second'])}>Answer</button>
    </div>
  );
}

describe('useFocusFirstNew', () => {
  afterEach(cleanup);

  it('hands the focus to the first new item when a focus trap moved it to what holds the list', () => {
    render(<ListWithMore />);
    screen.getByRole('button', { name: 'More' }).focus();
    act(() => screen.getByRole('button', { name: 'More' }).click());
    act(() => screen.getByRole('dialog', { name: 'Box' }).focus());
    act(() => screen.getByRole('button', { name: 'Answer' }).click());
    expect(document.activeElement).toBe(screen.getByText('second'));
  });
});

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
