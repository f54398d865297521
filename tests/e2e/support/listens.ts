import { expect, type BrowserContext, type Page } from '@playwright/test';
import { MARKER_KEY } from '../../../web/src/lib/authPresence';
import { paths } from '../../../web/src/lib/routes';

// The Firestore emulator keeps every listen target of a window that goes away without removing it first (closed, or
// navigated elsewhere), and from then on recomputes each of them inside every write to its collection: over one run
// of the browser suite an order write went from 40 ms to a second, and an admin dashboard opened late could wait more
// than ten seconds for its first answer (docs/architecture.md#tests). The app's Logout removes the page's targets
// before it signs out, so a test window that listened logs out, as a student would, before it goes.

const LISTEN_CHANNEL = '/google.firestore.v1.Firestore/Listen/channel';

/** Firestore's listen channel, which carries every listener's answers: a test may hold it back with `page.route`. */
export const FIRESTORE_LISTEN = /\/google\.firestore\.v1\.Firestore\/Listen\/channel/;

/** Per page, the listen targets it added and the emulator has not yet answered the removal of. */
const openTargetsOf = new WeakMap<Page, Set<number>>();

/** The messages of one WebChannel POST: `req0___data__`, `req1___data__` and so on, each a JSON message. */
function messagesOf(body: string | null): Record<string, unknown>[] {
  if (!body) return [];
  const form = new URLSearchParams(body);
  return [...form.keys()].filter((key) => /^req\d+___data__$/.test(key)).map((key) => JSON.parse(form.get(key)!) as Record<string, unknown>);
}

const isListenPost = (request: { method(): string; url(): string }) => request.method() === 'POST' && request.url().includes(LISTEN_CHANNEL);

/**
 * Follows the Firestore listen targets `page` adds and removes, from the requests of its WebChannel: a target is open
 * from the request that adds it until the emulator has answered the one that removes it. Call before the page opens
 * the app.
 */
export function trackListens(page: Page): void {
  if (openTargetsOf.has(page)) return;
  const open = new Set<number>();
  openTargetsOf.set(page, open);
  page.on('request', (request) => {
    if (!isListenPost(request)) return;
    for (const { addTarget } of messagesOf(request.postData())) {
      const targetId = (addTarget as { targetId?: unknown } | undefined)?.targetId;
      if (typeof targetId === 'number') open.add(targetId);
    }
  });
  // A new document starts a new Firestore session: the last one's targets are beyond the page's reach now.
  page.on('domcontentloaded', () => open.clear());
  page.on('requestfinished', (request) => {
    if (!isListenPost(request)) return;
    for (const { removeTarget } of messagesOf(request.postData())) if (typeof removeTarget === 'number') open.delete(removeTarget);
  });
}

/**
 * The targets of the page's current document open in the emulator as far as trackListens has seen: added, and no
 * removal answered.
 */
export const openTargets = (page: Page): number[] => [...(openTargetsOf.get(page) ?? [])];

/** What the app last knew of its session, from the marker it keeps in local storage. */
const signedIn = (page: Page): Promise<boolean> => page.evaluate((key) => localStorage.getItem(key) === 'true', MARKER_KEY).catch(() => false);

/** Moves the page to `path` as the app's own links do: the same document, so its Firestore session stays. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Logs the page's account out through the app if it is signed in and follows anything live: a staff console's
 * Logout (on its dashboard), or a student's account menu, or at phone width, where the top bar has none, the profile
 * page's Logout. Then nothing of the window is left in the emulator when it goes.
 *
 * Each control is worked from the keyboard (focused, then Enter), as a keyboard user would: this is the tests'
 * clean-up, not a check of the pointer, and a pointer's tap lands on whatever is under its point at release. Taps
 * were lost in CI when the page moved between press and release (the profile's sections arriving, the menu's
 * entrance), and the window then went with its targets open. Enter reaches the focused control wherever it is.
 */
export async function logOutIfListening(page: Page): Promise<void> {
  if (page.isClosed() || openTargets(page).length === 0 || !(await signedIn(page))) return;
  // Clicks wait without end by default: a Logout that cannot be found should fail in seconds, saying so.
  const step = { timeout: 10_000 };
  // A menu or dialog the test left open would hide the rest of the page from the accessibility tree.
  await page.keyboard.press('Escape');
  const logoutButton = page.getByRole('button', { name: 'Logout', exact: true });
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  const staffRole = /^\/(admin|vendor)\//.exec(new URL(page.url()).pathname)?.[1];
  if (staffRole) {
    // The dashboards carry the console's Logout; the menu editor, accounts and audit log do not.
    if (!(await logoutButton.isVisible())) await openInApp(page, staffRole === 'admin' ? paths.adminDashboard : paths.vendorDashboard);
    await logoutButton.press('Enter', step);
  } else if (await accountMenu.isVisible()) {
    await accountMenu.press('Enter', step);
    await page.getByRole('menuitem', { name: 'Logout' }).press('Enter', step);
  } else {
    await openInApp(page, paths.profile);
    await logoutButton.press('Enter', step);
  }
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Closes test windows, each logged out first if it follows anything live (logOutIfListening). The tabs of one window
 * share its session, so one Logout signs them all out.
 */
export async function closeWindows(contexts: BrowserContext[]): Promise<void> {
  await Promise.all(
    contexts.map(async (context) => {
      const listening = context.pages().find((page) => openTargets(page).length > 0);
      if (listening) await logOutIfListening(listening);
      await context.close();
    }),
  );
}
