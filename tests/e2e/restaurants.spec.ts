import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures';
import { paths } from '../../web/src/lib/routes';
import { COLLECTIONS } from '../../common/src/documents';
import { adminAuth, adminDb } from '../support/firestore';
import { createOwnedEatery, deleteOwnedEatery } from '../support/ownedEatery';
import { createTestUser } from '../support/users';
import { openApp } from './support/session';
import { expectNoSeriousViolations } from './support/axe';

const grid = (page: Page) => page.getByTestId('restaurant-grid');
const cardNames = (page: Page) => grid(page).locator('article h3').allInnerTexts();

test.describe('Restaurants and menus', () => {
  // The filters are the same controls at any width; the list's phone layout is the accessibility spec's.
  test('search, veg only, a category and a sort all land in the URL and in the results', { tag: '@one-width' }, async ({ page }) => {
    await openApp(page, paths.restaurants);
    await expect(page.getByRole('heading', { name: 'CATEGORIES' })).toBeVisible();
    await expect(grid(page).locator('article')).toHaveCount(10);

    await page.getByRole('searchbox', { name: 'Search restaurants or cuisines' }).fill('biryani');
    await expect(page).toHaveURL(/search=biryani/);
    await expect(async () => {
      const names = await cardNames(page);
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThan(10);
    }).toPass();

    await page.getByRole('searchbox', { name: 'Search restaurants or cuisines' }).fill('');
    await expect(page).not.toHaveURL(/search=/);

    await page.getByRole('button', { name: 'Veg Only' }).click();
    await expect(page).toHaveURL(/diet=veg/);
    await expect(grid(page).getByText('Pure Veg').first()).toBeVisible();
    const vegCards = grid(page).locator('article');
    await expect(async () => {
      const count = await vegCards.count();
      expect(count).toBeGreaterThan(0);
      expect(await grid(page).getByText('Pure Veg').count()).toBe(count);
    }).toPass();

    await page.getByRole('button', { name: 'Coffee', exact: true }).click();
    await expect(page).toHaveURL(/category=coffee/);
    await expect(page.getByRole('button', { name: 'Coffee', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Show All' }).click();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Cost: High to Low' });
    await expect(page).toHaveURL(/sort=cost_desc/);
    await expect(async () => {
      const costs = (
        await grid(page)
          .locator('article')
          .getByText(/for two/)
          .allInnerTexts()
      ).map((text) => Number(text.match(/₹([\d,]+) for two/)![1]!.replace(/,/g, '')));
      expect(costs.length).toBeGreaterThan(1);
      expect(costs).toEqual([...costs].sort((a, b) => b - a));
    }).toPass();

    // Toggling the category again turns it off; back brings it back.
    await page.getByRole('button', { name: 'Coffee', exact: true }).click();
    await expect(page).not.toHaveURL(/category=/);
    await page.goBack();
    await expect(page).toHaveURL(/category=coffee/);
    await expect(page.getByRole('button', { name: 'Coffee', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the page links come as the student scrolls to the end of the list, and open the next page', { tag: '@one-width' }, async ({ page }) => {
    await openApp(page, paths.restaurants);
    await expect(grid(page).locator('article')).toHaveCount(10);
    const links = page.getByRole('navigation', { name: 'pagination navigation' });
    // Their code is not part of the first visit (docs/bench/2026-11-budgets.md#what-a-first-visit-downloads).
    await page.waitForLoadState('networkidle');
    await expect(links).toHaveCount(0);
    await grid(page).locator('article').last().scrollIntoViewIfNeeded();
    await expect(links.getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
    await links.getByRole('button', { name: 'Go to page 2' }).press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(grid(page).locator('article').first()).toBeVisible();
    // The page starts at the top, and so does the keyboard: at the list's heading.
    await expect(page.getByRole('heading', { name: 'EATERIES', exact: true })).toBeFocused();
  });

  test('opening an eatery shows its menu with bestsellers and collapsible sections', async ({ page }) => {
    await openApp(page, '/restaurants?sort=rating');
    const firstCard = grid(page).locator('article').first();
    const name = await firstCard.locator('h3').innerText();
    await firstCard.click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bestsellers' })).toBeVisible();
    const sectionToggle = page.locator('button[aria-controls$="-items"]').first();
    await expect(sectionToggle).toHaveAttribute('aria-expanded', 'true');
    await sectionToggle.click();
    await expect(sectionToggle).toHaveAttribute('aria-expanded', 'false');
    await sectionToggle.click();
    await expect(sectionToggle).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', { name: 'Categories' }).filter({ visible: true }).click();
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  });

  test('a category chip or the Categories panel takes the keyboard to that section, with a visible ring', { tag: '@one-width' }, async ({ page }) => {
    await openApp(page, paths.restaurant('nawabsBiryaniHouse'));
    const toggles = page.locator('button[aria-controls$="-items"]');
    await expect(toggles.first()).toBeVisible();
    const outlineOf = (toggle: typeof toggles) => toggle.evaluate((element) => getComputedStyle(element).outlineStyle);

    const chips = page.getByRole('navigation', { name: 'Menu categories' }).getByRole('button');
    await page.keyboard.press('Shift');
    await chips.first().focus();
    // The ring lies inside the scrolling row, which cuts off whatever is outside it.
    const ringInsideRow = await chips.first().evaluate((chip) => {
      const style = getComputedStyle(chip);
      const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const [ring, row] = [chip.getBoundingClientRect(), chip.parentElement!.getBoundingClientRect()];
      return style.outlineStyle === 'solid' && ring.top - reach >= row.top && ring.left - reach >= row.left;
    });
    expect(ringInsideRow).toBe(true);
    await chips.last().focus();
    await page.keyboard.press('Enter');
    const lastSection = toggles.last();
    await expect(lastSection).toBeFocused();
    await expect(lastSection).toBeInViewport();
    expect(await outlineOf(lastSection)).toBe('solid');
    // The next Tab goes into that section, not back to the chips far above it.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toBeInViewport();

    await page.getByRole('button', { name: 'Categories' }).filter({ visible: true }).click();
    const panel = page.getByRole('dialog', { name: 'Categories' });
    await expect(panel.getByRole('listitem')).not.toHaveCount(0);
    await expectNoSeriousViolations(page, 'categories panel');
    await panel.getByRole('button').first().click();
    await expect(toggles.first()).toBeFocused();
    await expect(toggles.first()).toBeInViewport();
  });

  test('a long eatery name stays whole inside the menu’s banner on a narrow phone @phone-only', async ({ page }) => {
    const vendor = await createTestUser({ role: 'vendor', profile: false });
    const eatery = await createOwnedEatery(adminDb, vendor.uid);
    const name = 'The Very Long Named Late Night Kitchen and Grill of Hostel Block D Campus';
    await adminDb.collection(COLLECTIONS.vendors).doc(eatery.id).update({ name, nameLower: name.toLowerCase() });
    try {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(paths.restaurant(eatery.id));
      const heading = page.getByRole('heading', { level: 1, name });
      await expect(heading).toBeVisible();
      const [title, banner] = await Promise.all([heading.boundingBox(), page.locator('main header > div').first().boundingBox()]);
      expect(title!.y).toBeGreaterThanOrEqual(banner!.y);
      expect(title!.y + title!.height).toBeLessThanOrEqual(banner!.y + banner!.height);
    } finally {
      await deleteOwnedEatery(adminDb, eatery);
      await adminAuth.deleteUser(vendor.uid);
    }
  });
});
