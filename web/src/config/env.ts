import { z } from 'zod';

// Checked once at start: a misconfigured deployment fails loudly here instead of deep inside Firebase.
const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-campuseats'),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  VITE_AUTH_EMULATOR_URL: z.url().default('http://127.0.0.1:9099'),
  VITE_FIRESTORE_EMULATOR_HOST: z.string().regex(/^[\w.-]+:\d+$/).default('127.0.0.1:8080'),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid web app configuration: ${z.prettifyError(parsed.error)}`);
}

export const env = parsed.data;

/** A `demo-` project exists only on the emulators (Firebase's own convention), so that is where we connect. */
export const usesEmulators = env.VITE_FIREBASE_PROJECT_ID.startsWith('demo-');
