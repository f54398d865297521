import { existsSync } from 'node:fs';

// Debian's Chromium (installed by .ci/run): Playwright's own browser download does not work offline. Without these
// flags it keeps calling out to a closed network (scripts/bench-web-vitals.mjs starts it the same way).
import CHROMIUM_ARGS from '../../../scripts/chromium-args.json' with { type: 'json' };

/** The whole browser: for the tests that need what only it does (see `wholeChromium`). */
const WHOLE_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell`: the same Chromium without the browser's window machinery. Over the whole
 * browser suite it took a fifth less test time (507 s against 643 s, summed over both workers). Where it is not
 * installed, the tests run in the whole browser.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** How every browser test starts Chromium (playwright.config.ts). */
export const testChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : WHOLE_CHROMIUM),
  args: CHROMIUM_ARGS,
};

/**
 * For a spec's `test.use({ launchOptions: wholeChromium })`: the headless shell answers "denied" to a page that asks
 * for notifications, where a browser asks its user first, so the notification tests need the whole browser.
 */
export const wholeChromium = { executablePath: WHOLE_CHROMIUM, args: CHROMIUM_ARGS };

/**
 * For the offline spec's `test.use({ launchOptions: offlineChromium })`. Chromium 150 gives each new document its own
 * frame host (RenderDocument), and the DevTools offline switch behind `context.setOffline` does not follow it there: a
 * page opened afresh while "offline" reads `navigator.onLine === true`, unlike a phone without a network
 * (crbug.com/544795254, playwright#42174). Without RenderDocument the switch covers every document, as a real loss of
 * network does.
 */
export const offlineChromium = { ...testChromium, args: [...CHROMIUM_ARGS, '--disable-features=RenderDocument'] };
