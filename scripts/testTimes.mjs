// Where `npm test`'s time went and what failed, read back from the reports Vitest and Playwright write.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from './emulators.mjs';

export const VITEST_REPORT = join(ROOT, 'test-results', 'vitest.json');
export const VITEST_STRESS_REPORT = join(ROOT, 'test-results', 'vitest-stress.json');
export const PLAYWRIGHT_REPORT = join(ROOT, 'test-results', 'playwright.json');
export const EMULATOR_ERRORS = join(ROOT, 'test-results', 'emulator-errors.txt');

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);

/** Every test file of both Vitest reports, with the report that holds it and its path from the root. */
const vitestFiles = () =>
  [VITEST_REPORT, VITEST_STRESS_REPORT].flatMap((report) =>
    (readJson(report)?.testResults ?? []).map((file) => ({ report, path: relative(ROOT, file.name), file })),
  );

/** Every Playwright test of a report, per project: its spec file, its titles and its results. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests)
        tests.push({ file: join('tests', 'e2e', spec.file), title: `[${test.projectName}] ${[...titles, spec.title].join(' › ')}`, test });
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return tests;
}

/** Seconds a Playwright test took, over its tries. */
const playwrightSeconds = (test) => test.results.reduce((sum, result) => sum + result.duration / 1000, 0);

/** Seconds per Playwright spec: the sum of its tests' runs, every project (two workers run them side by side). */
function playwrightFiles(report) {
  const seconds = new Map();
  for (const { file, test } of playwrightTests(report)) seconds.set(file, (seconds.get(file) ?? 0) + playwrightSeconds(test));
  return [...seconds].map(([file, total]) => ({ runner: 'playwright', file, seconds: total }));
}

const firstLine = (message = '') => stripVTControlCharacters(message).trim().split('\n')[0].slice(0, 300);

const HEAD_LINES = 14;

/** A failure's message up to its stack, cut short: an assertion's diff shows what was received, which its first line does not. */
function errorHead(message = '') {
  const lines = stripVTControlCharacters(message).trim().split('\n');
  const stackStart = lines.findIndex((line) => /^\s+at /.test(line));
  const beforeStack = (stackStart === -1 ? lines : lines.slice(0, stackStart)).filter((line) => line.trim() !== '');
  const more = beforeStack.length > HEAD_LINES ? [`(${beforeStack.length - HEAD_LINES} more lines)`] : [];
  return [...beforeStack.slice(0, HEAD_LINES), ...more].map((line) => line.slice(0, 300)).join('\n');
}

/** A Vitest failure up to its stack; a timeout has only a placeholder in Vitest's JSON report, so it is said instead. */
function vitestMessage(test) {
  const message = test.failureMessages?.[0];
  return firstLine(message) === 'Error: STACK_TRACE_ERROR' ? `Timed out after ${((test.duration ?? 0) / 1000).toFixed(0)} s` : errorHead(message);
}

/** Failed Vitest tests: file, name and the failure up to its stack. */
function vitestFailures() {
  return vitestFiles().flatMap(({ report, path, file }) => {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed before any test ran (an import or a hook) has no failed test of its own.
    if (failed.length === 0 && file.status === 'failed') return [{ report, file: path, test: '(the file itself)', message: firstLine(file.message) }];
    return failed.map((test) => ({ report, file: path, test: test.fullName, message: vitestMessage(test) }));
  });
}

const SCREEN_LINES = 60;

/** What a failed browser test's screens showed: the page's accessibility tree and any windows it attached, each cut short. */
function screensOf(result) {
  return (result?.attachments ?? []).flatMap(({ name, path, body }) => {
    // The error context's markdown repeats the error around the page's tree (its yaml block); only the tree is news.
    const context = path?.endsWith('.md') && existsSync(path) ? /```yaml\n([\s\S]*?)```/.exec(readFileSync(path, 'utf8'))?.[1] : undefined;
    const text = body ? Buffer.from(body, 'base64').toString('utf8') : context;
    if (text === undefined) return [];
    const lines = text.trim().split('\n');
    const more = lines.length > SCREEN_LINES ? [`(${lines.length - SCREEN_LINES} more lines)`] : [];
    return [{ name, lines: [...lines.slice(0, SCREEN_LINES), ...more] }];
  });
}

/** A browser test's failure up to its stack, saying when it ran out of time (a retrying assertion's last error alone reads as a wrong value). */
function playwrightMessage(result) {
  const message = errorHead(result?.error?.message);
  return result?.status === 'timedOut' ? `timed out after ${(result.duration / 1000).toFixed(1)} s: ${message}` : message;
}

/** Playwright tests that failed on every try, per project, with what their screens showed. */
function playwrightFailures() {
  return playwrightTests(readJson(PLAYWRIGHT_REPORT))
    .filter(({ test }) => test.status === 'unexpected')
    .map(({ file, title, test }) => ({
      report: PLAYWRIGHT_REPORT,
      file,
      test: title,
      message: playwrightMessage(test.results.at(-1)),
      screens: screensOf(test.results.at(-1)),
    }));
}

/** Every failed test of the last run, with the report that holds it, so that the end of the log (all CI may show) names them. */
export function failedTests() {
  return [...vitestFailures(), ...playwrightFailures()];
}

/** Every test file of the last run, slowest first; a Vitest file from its start to its end (files run four at a time). */
export function fileTimes() {
  const vitest = vitestFiles().map(({ path, file }) => ({ runner: 'vitest', file: path, seconds: (file.endTime - file.startTime) / 1000 }));
  return [...vitest, ...playwrightFiles(readJson(PLAYWRIGHT_REPORT))].sort((a, b) => b.seconds - a.seconds);
}

/** Every test of the last run, slowest first: Vitest's own duration, Playwright's per project. */
export function testTimes() {
  const vitest = vitestFiles().flatMap(({ path, file }) =>
    (file.assertionResults ?? []).map((test) => ({ file: path, test: test.fullName, seconds: (test.duration ?? 0) / 1000 })),
  );
  const playwright = playwrightTests(readJson(PLAYWRIGHT_REPORT)).map(({ file, title, test }) => ({ file, test: title, seconds: playwrightSeconds(test) }));
  return [...vitest, ...playwright].sort((a, b) => b.seconds - a.seconds);
}

/**
 * The emulators' own errors in firebase-tools' debug log: a request Hosting could not pass to the Functions emulator,
 * or one a function worker failed. A 5xx a test saw may be one of them rather than the app's.
 */
export function emulatorErrorLines(debugLog) {
  return debugLog
    .split('\n')
    .filter((line) => /\[apiv2\] error from fetch\(http:\/\/127\.0\.0\.1|Request to function failed|Your function timed out/.test(line))
    .map((line) => line.replace(/error from fetch\(([^,]+), .*\): /, 'error from fetch($1): ').slice(0, 400));
}
