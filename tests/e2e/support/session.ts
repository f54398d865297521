import { expect, type Page } from '@playwright/test';

export const DEMO_STUDENT = { email: 'student@campuseats.test', password: 'student123', initial: 'A' } as const;

/** Fills the login form the page is showing (the app sends signed-out visitors of a protected route there). */
export async function submitLogin(page: Page, account: { email: string; password: string } = DEMO_STUDENT) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs the demo student in through the login page and waits until the app has taken them in. */
export async function logInAsDemoStudent(page: Page) {
  await page.goto('/login');
  await submitLogin(page);
  await expect(page).not.toHaveURL(/\/login$/);
}
