import { expect } from '@playwright/test';
import { test } from './support/fixtures';
import { paths } from '../../web/src/lib/routes';
import { logInAt } from './support/session';

const WELCOME_START = 'Welcome to CampusEats! It started on one campus';

test.describe('Company pages', () => {
  test('About types its welcome text once it is on screen and slides seven scenes sideways', async ({ page }) => {
    // The page's clock runs as usual, and the test moves it on rather than wait out the typing in real time.
    await page.clock.install();
    await logInAt(page, paths.about);
    await expect(page.getByRole('heading', { name: 'The CampusEats Story', level: 1 })).toBeVisible();
    const typed = page.getByTestId('welcome-typed');
    // Screen readers get the whole text at once.
    await expect(page.getByRole('heading', { name: 'Hello, hungry student' }).locator('xpath=..')).toContainText(WELCOME_START);

    // 40 ms a character: part of it after a moment, all of it (about 330 characters) within about 13 s.
    await expect.poll(async () => (await typed.innerText()).length).toBeGreaterThan(5);
    const partial = (await typed.innerText()).length;
    expect(partial).toBeLessThan(300);
    await page.clock.runFor(14_000);
    await expect(typed).toHaveText(/brought to your hostel door\.$/);

    const scenes = page.getByTestId('scenes-track').locator('figure');
    await expect(scenes).toHaveCount(7);
    const lastScene = scenes.nth(6);
    await page.getByRole('heading', { name: 'How it happened' }).scrollIntoViewIfNeeded();
    await expect(lastScene).not.toBeInViewport();
    // Scrolling down the pinned section carries the row sideways until the last scene is in view.
    const lastSceneRight = async () => {
      const box = (await lastScene.boundingBox())!;
      return box.x + box.width;
    };
    for (let step = 0; step < 30 && (await lastSceneRight()) > page.viewportSize()!.width; step++) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(80);
    }
    await expect(lastScene).toBeInViewport({ ratio: 0.9 });
    await expect(page.getByRole('heading', { name: 'How it happened' })).toBeInViewport();
  });

  test('Team shows the founder and five members in 1, 2 or 3 columns by width', async ({ page }, testInfo) => {
    await logInAt(page, paths.team);
    await expect(page.getByText(/an initiative of .*, a software company/)).toBeVisible();
    const founder = page.getByRole('region', { name: 'Founder' }).getByRole('article');
    await expect(founder).toHaveCount(1);
    await expect(founder.getByRole('img')).toHaveAttribute('src', /^\/images\/team\//);
    const members = page.getByTestId('team-grid').getByRole('article');
    await expect(members).toHaveCount(5);
    await expect(members.getByText(/Developer$/)).toHaveCount(4);
    await expect(members.getByText(/Intern$/)).toHaveCount(1);

    const columns = async () => new Set(await members.evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)))).size;
    expect(await columns()).toBe(testInfo.project.name === 'phone' ? 1 : 3);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(columns).toBe(2);
  });
});

test.describe('Company pages with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('About shows its whole text at once and its scenes as a row to scroll', async ({ page }) => {
    await logInAt(page, paths.about);
    await expect(page.getByTestId('welcome-typed')).toHaveText(/^Welcome to CampusEats!.*hostel door\.$/);
    await expect(page.getByTestId('scenes-pinned')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Scenes, scroll sideways' }).locator('figure')).toHaveCount(7);
  });
});
