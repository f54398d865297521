// zod's `jitless` mode skips its `new Function` probe, which our Content-Security-Policy (no 'unsafe-eval') would
// report as a violation (docs/security.md). It is set in place on zod's shared global config, which a zod already
// loaded also reads, rather than with `z.config`, which would pull zod into the first download;
// tests/e2e/csp.spec.ts fails if a zod update stops honouring it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
