import axe from 'axe-core';
import { act } from '@testing-library/react';
import { expect } from 'vitest';
import type { ThemeMode } from '@/lib/themeMode';
import { blockingViolations, WCAG_21_AA_TAGS } from './axeRules';

// axe-core on a screen rendered in jsdom (docs/decisions/0011-screen-tests-jsdom-msw.md): the same WCAG 2.1 A/AA
// rules and the same bar as the browser tests' tests/e2e/support/axe.ts (no serious or critical violation), but
// jsdom lays nothing out and paints nothing, so axe cannot compute colour contrast here: that stays in the
// browser's accessibility spec, which opens every screen in both themes.

const OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: WCAG_21_AA_TAGS },
  // Without layout axe reports every contrast check as "incomplete", never as a violation: skipped, not pretended.
  rules: { 'color-contrast': { enabled: false } },
  resultTypes: ['violations'],
};

/**
 * Switches the rendered app's theme the way another tab of the app does (ThemeModeProvider follows the `theme` key's
 * storage event), keeping what the screen shows (an open dialog, a message), and checks it did switch.
 */
async function switchTheme(mode: ThemeMode): Promise<void> {
  await act(async () => {
    localStorage.setItem('theme', mode);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: mode }));
  });
  expect(document.documentElement.classList.contains('dark'), `the ${mode} theme is on`).toBe(mode === 'dark');
}

/** Runs axe on `container` in the light and then the dark theme, and fails with the offending elements of either. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  for (const mode of ['light', 'dark'] as const) {
    await switchTheme(mode);
    const blocking = blockingViolations(await axe.run(container, OPTIONS));
    expect(blocking, `axe in the ${mode} theme: ${JSON.stringify(blocking, null, 2)}`).toEqual([]);
  }
  await switchTheme('light');
}
