// The Content-Security-Policy (firebase.json) has no 'unsafe-eval'. The first time zod parses an object it probes
// whether it may compile parsers with `new Function`: under our policy the probe fails and zod uses its
// interpreter, but the browser still reports the probe as a `securitypolicyviolation`. zod's `jitless` setting
// skips the probe (zod's own comment on `allowsEval` says so); parsing gives the same results, without a
// compiled fast path that answers this small do not need. See docs/security.md.
//
// `z.config({ jitless: true })` would import zod's core into the first download, where
// the app otherwise loads zod only beside its first request. zod keeps that configuration on
// `globalThis.__zod_globalConfig`, shared by every copy of zod on the page and created only when missing
// (zod/v4/core/core.js), so it is set here, mutated in place so that a zod already loaded sees it too. Imported
// first by main.tsx. tests/e2e/csp.spec.ts fails if a zod update stops honouring it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
