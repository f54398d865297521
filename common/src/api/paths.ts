// No zod here, like routes.ts: the web app's API client builds every URL with it.

/** Where the API is served, on the app's own origin (Hosting rewrites `/api/**` to the function). */
export const API_BASE_PATH = '/api/v1';

/** The parameters a route's path names: `/orders/{id}/cancel` takes `{ id: string }`. */
export type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: string } & PathParams<Rest> : unknown;

const PARAMETER = /\{(\w+)\}/g;

/** The path with its parameters filled in, each encoded as one segment. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(PARAMETER, (_braces, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The path as Express writes it: `/orders/:id/cancel`. */
export const expressPath = (path: string) => path.replace(PARAMETER, ':$1');
