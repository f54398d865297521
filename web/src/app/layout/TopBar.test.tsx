// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/routes';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { TopBar } from './TopBar';

// The laptop's top bar from the keyboard (docs/product.md#on-every-screen). Its links and the search's results: the
// browser's navigation spec. jsdom applies no media query, so what only a laptop shows counts as hidden here.

describe('TopBar', () => {
  useScreenTests();

  it('the search box is one Tab stop, between the Eats link and the theme switch', async () => {
    renderScreen(<TopBar />, { path: paths.home });
    const searchBox = screen.getByRole('searchbox', { name: 'Search restaurants', hidden: true });

    screen.getByRole('link', { name: 'Eats', hidden: true }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(searchBox);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Switch to dark mode' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(searchBox);
  });
});
