// Set on zod's shared global config, not with `z.config`, so zod stays out of the first download; the CSP forbids its eval probe (docs/security.md).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
