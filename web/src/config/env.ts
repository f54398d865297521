import type { WebEnv } from './envSchema';

// Checked with zod by vite.config.ts when the app is built (see envSchema.ts) and baked in as a constant.
declare const __CAMPUSEATS_ENV__: WebEnv;

export const env: WebEnv = __CAMPUSEATS_ENV__;

/** A `demo-` project exists only on the emulators (Firebase's own convention), so that is where we connect. */
export const usesEmulators = env.VITE_FIREBASE_PROJECT_ID.startsWith('demo-');
