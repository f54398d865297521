// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths, SCREENS } from '@/lib/routes';
import { answerApi, apiError } from '@/testing/apiStub';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen, useScreenTests } from '@/testing/renderScreen';
import { RestaurantMenuPage } from './RestaurantMenuPage';

// A menu's error state (docs/product.md#restaurant-menu). The menu itself, its sections and the live dishes stay in
// the browser's restaurants and menu-editor specs.

describe('RestaurantMenuPage', () => {
  useScreenTests();

  it('an unknown eatery says why the menu failed and offers a way back', async () => {
    answerApi('get', '/vendors/restaurants/:id', apiError('not-found', 'Restaurant not found'));
    const { container, location } = renderScreen(<RestaurantMenuPage />, { path: SCREENS.restaurantMenu.path, at: paths.restaurant('noSuchEatery42') });

    expect(await screen.findByText('Failed to load menu: Restaurant not found')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(location().pathname).toBe('/restaurants'));
  });
});
