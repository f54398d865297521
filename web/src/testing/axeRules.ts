import type { AxeResults } from 'axe-core';

// What "accessible" means for the app's tests, in one place: the screen tests' axe in jsdom (./axe.ts) and the
// browser tests' (tests/e2e/support/axe.ts) run the same rules and fail on the same violations.

/** axe-core's rule tags of WCAG 2.1, levels A and AA. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations of an axe run, each with up to five of its elements and why they fail. */
export function blockingViolations(results: Pick<AxeResults, 'violations'>) {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`),
    }));
}
