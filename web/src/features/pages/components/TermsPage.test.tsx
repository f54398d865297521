// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/routes';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TermsPage } from './TermsPage';

// The Terms' texts and links (docs/product.md#company-pages). That the Privacy Policy needs a login is the router's
// (tests/e2e/routes.spec.ts, "privacy needs a login").

/** The numbered section headings ("1. Eligibility"), as the browser spec read them. */
const numberedSections = (container: HTMLElement) =>
  [...container.querySelectorAll('h2')].map((heading) => heading.textContent).filter((text) => /^\d+\. /.test(text));

describe('TermsPage', () => {
  useScreenTests();

  it('lists its 11 sections, the minimum age of 18 and links the Privacy Policy', async () => {
    const { container, location } = renderScreen(<TermsPage />, { path: paths.terms });

    expect(numberedSections(container)).toEqual([
      '1. Eligibility',
      '2. Account & Security',
      '3. Ordering & Payments',
      '4. Delivery',
      '5. Refunds & Cancellations',
      '6. User Conduct',
      '7. Restaurant & Partner Content',
      '8. Intellectual Property',
      '9. Limitation of Liability',
      '10. Privacy',
      '11. Changes to Terms',
    ]);
    expect(container.querySelector('#eligibility')!.textContent).toContain('at least 18 years old');
    await expectNoAxeViolations(container);

    await userEvent.click(within(container.querySelector<HTMLElement>('#privacy')!).getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(location().pathname).toBe(paths.privacy));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
