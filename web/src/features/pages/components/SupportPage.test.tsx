// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/routes';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { SupportPage } from './SupportPage';

// The Support page's texts (docs/product.md#company-pages). Who may open it: tests/e2e/routes.spec.ts.

describe('SupportPage', () => {
  useScreenTests();

  it('shows its header, the word Support and how to reach the team', async () => {
    const { container } = renderScreen(<SupportPage />, { path: paths.support });

    expect(screen.getByRole('heading', { name: 'Support', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Email support@campuseats\.in/ }).getAttribute('href')).toBe('mailto:support@campuseats.in');
    const question = screen.getByText('Can I cancel an order?');
    const answer = question.closest('details')!;
    expect(answer.open).toBe(false);
    await userEvent.click(question);
    expect(answer.open).toBe(true);
    expect(answer.textContent).toContain('until the eatery accepts it');
    await expectNoAxeViolations(container);
  });
});
