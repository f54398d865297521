// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/routes';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { CareersPage } from './CareersPage';

// The Careers page's roles and their links (docs/product.md#company-pages). Who may open it: tests/e2e/routes.spec.ts.

describe('CareersPage', () => {
  useScreenTests();

  it('offers three roles whose Apply Now opens the form in a new tab, safely', async () => {
    const { container } = renderScreen(<CareersPage />, { path: paths.careers });

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const title of ['Frontend Intern', 'Marketing Intern', 'Backend Developer']) {
      const card = cards.find((article) => within(article).queryByRole('heading', { name: title }));
      if (!card) throw new Error(`No card for ${title}`);
      expect(card.querySelector('img')!.getAttribute('src')).toMatch(/^\/images\/careers\//);
      const apply = within(card).getByRole('link', { name: /^Apply Now/ });
      expect(apply.getAttribute('target')).toBe('_blank');
      expect(apply.getAttribute('rel')).toBe('noopener noreferrer');
      expect(apply.getAttribute('href')).toMatch(/^https:\/\//);
    }
    await expectNoAxeViolations(container);
  });
});
