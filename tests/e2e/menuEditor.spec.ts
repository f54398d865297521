import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures';
import { WEEKDAYS, nextOpening, opensAtText, type OpeningHours } from '../../common/src/hours';
import { IST_OFFSET_MS } from '../../common/src/istTime';
import { paths } from '../../web/src/lib/routes';
import { expectAccessibleInBothThemes } from './support/axe';
import { expectNoSidewaysScroll, waitUntilLoaded } from './support/layout';
import { useLiveShop } from './support/liveShop';

// The vendor's menu editor (docs/product.md#the-menu-editor), on each project's device (a phone in one of them):
// a fresh vendor, eatery and student per run. A student's open menu follows the vendor's changes live.

/** A student's open menu shows the vendor's change within this long of its save. */
const LIVE_WITHIN_MS = 2_000;

/** The dish as the student's menu shows it (Dal Tadka, a bestseller, shows twice: the first is enough). */
const studentDish = (page: Page, name: string) => page.getByRole('article', { name, exact: true }).first();
const editorDish = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const saved = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((response) => response.request().method() === method && path.test(new URL(response.url()).pathname));

test.describe('Menu editor', () => {
  const shop = useLiveShop();

  test('the vendor marks a dish sold out and changes a price; a student’s open menu shows both at once @one-width', async ({ browser }) => {
    const studentPage = await shop.open(browser, shop.student, paths.restaurant(shop.eatery.id));
    await expect(studentDish(studentPage, 'Masala Chai').getByRole('button', { name: 'Add Masala Chai to cart' })).toBeVisible();
    await expect(studentDish(studentPage, 'Dal Tadka')).toContainText('₹120');

    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);
    await vendorPage.getByRole('link', { name: 'Edit Menu' }).click();
    await expect(vendorPage.getByRole('heading', { level: 1, name: 'Menu Editor' })).toBeVisible();

    // One key press: Sold out. The switch, disabled while it saves, has the focus back once saved, for the next press.
    const chai = editorDish(vendorPage, 'Masala Chai');
    // Each switch names its dish: among a dozen, a screen reader's list of controls says which is which.
    const soldOutSwitch = vendorPage.getByRole('switch', { name: 'Masala Chai sold out', exact: true });
    const soldOut = saved(vendorPage, 'PATCH', /\/availability$/);
    await soldOutSwitch.focus();
    await vendorPage.keyboard.press('Space');
    expect((await soldOut).status()).toBe(200);
    await expect(soldOutSwitch).toBeChecked();
    await expect(soldOutSwitch).toBeEnabled();
    await expect(soldOutSwitch).toBeFocused();
    // The keyboard's ring goes around the whole switch: drawn on the knob, the track cut it off.
    expect(await soldOutSwitch.evaluate((input) => getComputedStyle(input.closest('.MuiSwitch-root')!).outlineStyle)).toBe('solid');
    await expect(studentDish(studentPage, 'Masala Chai')).toContainText('Unavailable right now', { timeout: LIVE_WITHIN_MS });
    await expect(studentDish(studentPage, 'Masala Chai').getByRole('button', { name: 'Masala Chai is sold out' })).toBeDisabled();
    // Its name, price and "Unavailable right now" stay readable: only the picture is dimmed.
    await expectAccessibleInBothThemes(studentPage, 'menu with a dish sold out');

    // A new price, checked before it is sent.
    await editorDish(vendorPage, 'Dal Tadka').getByRole('button', { name: 'Edit' }).click();
    const dialog = vendorPage.getByRole('dialog', { name: 'Edit Dal Tadka' });
    await dialog.getByLabel('Price').fill('12.5');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Price is a whole number of rupees from 1 to 5000')).toBeVisible();
    await dialog.getByLabel('Price').fill('135');
    const edited = saved(vendorPage, 'PUT', /\/vendor\/menu\/items\/dalTadka$/);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect((await edited).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    await expect(editorDish(vendorPage, 'Dal Tadka')).toContainText('₹135');
    await expect(studentDish(studentPage, 'Dal Tadka')).toContainText('₹135', { timeout: LIVE_WITHIN_MS });

    // Back on sale.
    await chai.getByRole('switch', { name: 'Sold out' }).uncheck();
    await expect(studentDish(studentPage, 'Masala Chai').getByRole('button', { name: 'Add Masala Chai to cart' })).toBeEnabled({ timeout: LIVE_WITHIN_MS });
  });

  /**
   * Opens the editor's Add a dish dialog and submits it empty: its title and buttons in view, its message shown, and no
   * serious or critical violation in either theme.
   */
  async function openEmptyDishDialog(vendorPage: Page) {
    await vendorPage.getByRole('button', { name: 'Add Dish' }).click();
    const dialog = vendorPage.getByRole('dialog', { name: 'Add a dish' });
    // The fields scroll between the title and the buttons, which stay in view, even on a phone.
    await expect(dialog.getByRole('heading', { name: 'Add a dish' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Add Dish' })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: 'Add Dish' }).click();
    await expect(dialog.getByText('Give the dish a name')).toBeVisible();
    await expectAccessibleInBothThemes(vendorPage, 'dish dialog');
    return dialog;
  }

  /** Adds a dish through the editor's dialog (the dialog itself is checked by openEmptyDishDialog). */
  async function addDish(vendorPage: Page, dish: { name: string; price: string; section: string; picture?: string }) {
    await vendorPage.getByRole('button', { name: 'Add Dish' }).click();
    const dialog = vendorPage.getByRole('dialog', { name: 'Add a dish' });
    await dialog.getByLabel('Name').fill(dish.name);
    await dialog.getByLabel('Price').fill(dish.price);
    await dialog.getByLabel('Section').fill(dish.section);
    if (dish.picture) await dialog.getByRole('radio', { name: dish.picture }).check();
    await dialog.getByRole('button', { name: 'Add Dish' }).click();
    await expect(dialog).toHaveCount(0);
  }

  // What differs on a phone: the editor's cards and the dish dialog in one column. Adding, moving and removing work
  // the same at any width (the test after this one).
  test('on a phone the dish dialog keeps its title and buttons in view and the editor fits the screen, passing axe @phone-only', async ({ browser }) => {
    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorMenu);
    const dialog = await openEmptyDishDialog(vendorPage);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expectNoSidewaysScroll(vendorPage);
    await expectAccessibleInBothThemes(vendorPage, 'menu editor');
  });

  test('on a phone a dish’s name keeps its row’s width in the editor, and a very long word wraps inside the card @phone-only', async ({ browser }) => {
    const longWord = 'x'.repeat(80);
    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorMenu);
    for (const name of ['Hyderabadi Veg Biryani', longWord]) await addDish(vendorPage, { name, price: '150', section: 'Mains' });

    // One line: beside the Sold out switch it was squeezed to three, broken inside "Hyderabadi".
    const nameLines = (page: Page, name: string) =>
      page.getByText(name, { exact: true }).evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
    expect(await nameLines(vendorPage, 'Hyderabadi Veg Biryani')).toBeLessThan(1.5);

    const studentPage = await shop.open(browser, shop.student, paths.restaurant(shop.eatery.id));
    const card = studentDish(studentPage, longWord);
    await expect(card).toBeVisible();
    // Text wider than its box: the word running past the card.
    const spill = (page: Page, name: string) =>
      page
        .getByText(name, { exact: true })
        .first()
        .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(await spill(studentPage, longWord)).toBeLessThanOrEqual(0);
    expect(await spill(vendorPage, longWord)).toBeLessThanOrEqual(0);
  });

  test('the vendor adds a dish in a new section, moves the section up and removes the dish @one-width', async ({ browser }) => {
    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorMenu);
    const dialog = await openEmptyDishDialog(vendorPage);
    await dialog.getByLabel('Name').fill('Gulab Jamun');
    await dialog.getByLabel('Description').fill('Two, warm, in syrup.');
    await dialog.getByLabel('Price').fill('40');
    await dialog.getByLabel('Section').fill('Desserts');
    await dialog.getByRole('radio', { name: 'dessert' }).check();
    await dialog.getByRole('button', { name: 'Add Dish' }).click();
    await expect(dialog).toHaveCount(0);

    const sectionNames = () => vendorPage.getByRole('heading', { level: 2 }).allTextContents();
    await expect.poll(sectionNames).toEqual(['Mains (1)', 'Drinks (1)', 'Desserts (1)']);
    await vendorPage.getByRole('button', { name: 'Move Desserts up' }).click();
    await expect.poll(sectionNames).toEqual(['Mains (1)', 'Desserts (1)', 'Drinks (1)']);
    await expectAccessibleInBothThemes(vendorPage, 'menu editor');

    // The student's menu has the new section in its place.
    const studentPage = await shop.open(browser, shop.student, paths.restaurant(shop.eatery.id));
    await expect(studentDish(studentPage, 'Gulab Jamun')).toContainText('₹40');

    await editorDish(vendorPage, 'Gulab Jamun').getByRole('button', { name: 'Remove' }).click();
    await vendorPage.getByRole('dialog', { name: 'Remove Gulab Jamun?' }).getByRole('button', { name: 'Remove Dish' }).click();
    await expect.poll(sectionNames).toEqual(['Mains (1)', 'Drinks (1)']);
  });

  test('a dish the vendor adds shows on a student’s open menu at once, in its new section @one-width', async ({ browser }) => {
    const studentPage = await shop.open(browser, shop.student, paths.restaurant(shop.eatery.id));
    await expect(studentDish(studentPage, 'Masala Chai')).toBeVisible();

    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorMenu);
    await addDish(vendorPage, { name: 'Gulab Jamun', price: '40', section: 'Desserts', picture: 'dessert' });

    await expect(studentDish(studentPage, 'Gulab Jamun')).toContainText('₹40', { timeout: LIVE_WITHIN_MS });
    const sections = studentPage.getByRole('region', { name: 'Menu', exact: true }).getByRole('heading', { level: 3 });
    await expect(sections).toHaveText(['Mains (1)', 'Drinks (1)', 'Desserts (1)']);
  });

  test('the vendor pauses new orders; a student’s open menu says Busy at once, and takes orders again with the vendor @one-width', async ({ browser }) => {
    const studentPage = await shop.open(browser, shop.student, paths.restaurant(shop.eatery.id));
    const chai = studentDish(studentPage, 'Masala Chai');
    await expect(chai.getByRole('button', { name: 'Add Masala Chai to cart' })).toBeEnabled();

    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);
    const busySwitch = vendorPage.getByRole('region', { name: 'Busy switch' });
    await busySwitch.getByRole('button', { name: 'Pause new orders for 15 minutes' }).click();
    await expect(busySwitch.getByRole('status')).toContainText('Busy: taking orders again at');
    await expect(chai.getByRole('button', { name: `Masala Chai: ${shop.eatery.name} is busy` })).toBeDisabled({ timeout: LIVE_WITHIN_MS });
    await expect(studentPage.getByText(/^Busy: taking orders again at/).first()).toBeVisible();

    await busySwitch.getByRole('button', { name: 'Take orders now' }).click();
    await expect(chai.getByRole('button', { name: 'Add Masala Chai to cart' })).toBeEnabled({ timeout: LIVE_WITHIN_MS });
  });

  test('the vendor sets opening hours on the console, and students see the eatery closed until it opens @one-width', async ({ browser }) => {
    // One minute a day, twelve hours from now (IST): closed now, whatever the hour of the run.
    const nowIst = new Date(Date.now() + IST_OFFSET_MS);
    const open = `${String((nowIst.getUTCHours() + 12) % 24).padStart(2, '0')}:00`;
    const range = { open, close: `${open.slice(0, 3)}01` };
    const hours: OpeningHours = Object.fromEntries(WEEKDAYS.map((day) => [day, [range]]));

    const vendorPage = await shop.open(browser, shop.vendor, paths.vendorDashboard);
    // The hours card is the console's last: the cards above it arrive one by one and push it down.
    await waitUntilLoaded(vendorPage);
    const card = vendorPage.getByRole('region', { name: 'Opening hours' });
    await card.getByRole('switch', { name: 'Open only within these hours (IST)' }).check();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await card.getByLabel(`${day} opens`).fill(range.open);
      await card.getByLabel(`${day} closes`).fill(range.close);
    }
    // Saved from the keyboard: the button keeps the focus while it saves, not dropping it to the page.
    await card.getByRole('button', { name: 'Save Hours' }).focus();
    await vendorPage.keyboard.press('Enter');
    await expect(card.getByRole('status')).toHaveText('Hours saved');
    await expect(card.getByRole('button', { name: 'Save Hours' })).toBeFocused();
    await expectAccessibleInBothThemes(vendorPage, 'opening hours');

    const studentPage = await shop.open(browser, shop.student, paths.restaurant(shop.eatery.id));
    const now = new Date();
    await expect(studentPage.getByText(opensAtText(nextOpening(hours, now) ?? now, now))).toBeVisible();
  });
});
