/** What the browsers say when a screen's code cannot be downloaded (Chromium, Firefox, Safari). */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed/i;

export const SCREEN_DOWNLOAD_FAILED = "This screen couldn't be downloaded. Check your connection, then reload.";

/** The line under the error screen's title, or null; a screen's code that failed to download says so in words a student can act on. */
export function routeErrorDetail(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  return CHUNK_LOAD_FAILURE.test(error.message) ? SCREEN_DOWNLOAD_FAILED : error.message;
}
