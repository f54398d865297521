// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/routes';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { PrivacyPage } from './PrivacyPage';

// The Privacy Policy's texts and its contact (docs/product.md#company-pages). Who may open it: tests/e2e/routes.spec.ts.

/** The numbered section headings ("1. Information We Collect"), as the browser spec read them. */
const numberedSections = (container: HTMLElement) =>
  [...container.querySelectorAll('h2')].map((heading) => heading.textContent).filter((text) => /^\d+\. /.test(text));

describe('PrivacyPage', () => {
  useScreenTests();

  it('lists its 9 sections, the self-serve way of every right, and the support contact', async () => {
    const { container } = renderScreen(<PrivacyPage />, { path: paths.privacy });

    const sections = numberedSections(container);
    expect(sections).toHaveLength(9);
    expect(sections[0]).toBe('1. Information We Collect');
    expect(sections.at(-1)).toBe('9. Updates to This Policy');
    const rights = container.querySelector<HTMLElement>('#your-rights')!;
    const ways = [...rights.querySelectorAll('li')].map((item) => item.textContent);
    expect(ways.map((way) => /\((data access|deletion|opt-out|export)\)/.exec(way)?.[1])).toEqual(['data access', 'deletion', 'opt-out', 'export']);
    expect(ways.map((way) => /Download my data|Delete my account|Notifications/.exec(way)?.[0])).toEqual([
      'Download my data',
      'Delete my account',
      'Notifications',
      'Download my data',
    ]);
    expect(within(rights).getByRole('link', { name: 'profile' }).getAttribute('href')).toBe(paths.profile);
    expect(within(rights).getByRole('link', { name: 'support@campuseats.in' }).getAttribute('href')).toBe('mailto:support@campuseats.in');
    await expectNoAxeViolations(container);
  });
});
