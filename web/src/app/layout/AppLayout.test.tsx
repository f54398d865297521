// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/routes';
import '@/testing/apiStub';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { AppLayout } from './AppLayout';

// The frame around every screen (docs/product.md#on-every-screen): the student's footer, and the staff consoles'.

const footerAt = (at: string) => {
  renderScreen(<AppLayout />, { path: '*', at });
  return screen.getByRole('contentinfo');
};

describe('AppLayout', () => {
  useScreenTests();

  it("gives a student's page the footer with the company's pages", () => {
    const footer = footerAt(paths.home);
    expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'ABOUT' }).getAttribute('href')).toBe(paths.about);
  });

  it.each([paths.vendorDashboard, paths.adminAudit])('leaves the student links out of the staff console at %s', (at) => {
    const footer = footerAt(at);
    expect(within(footer).queryByRole('navigation')).toBeNull();
    expect(within(footer).queryAllByRole('link')).toEqual([]);
    expect(within(footer).getByText(/© \d{4} CampusEats/)).toBeTruthy();
  });
});
