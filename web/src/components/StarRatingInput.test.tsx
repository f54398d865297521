// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StarRatingInput } from './StarRatingInput';

describe('StarRatingInput', () => {
  afterEach(cleanup);

  it('is a radio group of "1 star" to "5 stars" under its label, nothing chosen at first', () => {
    render(<StarRatingInput name="rating-test" label="Your rating" value={null} onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group.getAttribute('aria-required')).toBe('true');
    const stars = screen.getAllByRole('radio');
    expect(stars.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeTruthy();
    expect(stars.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('reports the stars chosen, and shows the choice it is given as checked', () => {
    const onChange = vi.fn();
    const { rerender } = render(<StarRatingInput name="rating-test" label="Your rating" value={null} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenCalledWith(4);
    rerender(<StarRatingInput name="rating-test" label="Your rating" value={4} onChange={onChange} />);
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('marks the group invalid and describes it with the message', () => {
    render(<StarRatingInput name="rating-test" label="Your rating" value={null} onChange={() => undefined} error="Choose from 1 to 5 stars" />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose from 1 to 5 stars');
  });
});
