import { z } from 'zod';

/**
 * The web app's configuration. Vite bakes `VITE_*` variables into the bundle when it builds, so this is
 * checked then (by vite.config.ts, for `vite build` and `vite dev` alike): a misconfigured deployment fails
 * loudly before any student loads it, and zod stays out of the shell every page downloads.
 */
const webEnvSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-campuseats'),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  VITE_AUTH_EMULATOR_URL: z.url().default('http://127.0.0.1:9099'),
  VITE_FIRESTORE_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/)
    .default('127.0.0.1:8080'),
});

export type WebEnv = z.infer<typeof webEnvSchema>;

export function parseWebEnv(raw: Record<string, string | undefined>): WebEnv {
  const parsed = webEnvSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid web app configuration: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
