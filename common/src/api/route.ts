// No zod here: the web app's API client builds every URL with it, on every page.

/** Who may call an endpoint; `registered-student` also needs the record POST /auth/register writes (docs/product.md#the-api). */
export type Access = 'anyone' | 'anyone-token-optional' | 'signed-in' | 'student' | 'registered-student' | 'vendor' | 'admin';

/** What a client needs of an endpoint (routes/): the rest of its declaration is in contract.ts, under the same name. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api/v1, parameters in braces: `/orders/{id}/cancel`. */
  path: string;
  /** Also which token a client sends: none for `anyone`, its own if signed in for `anyone-token-optional`. */
  access: Access;
}

/** Where the API is served, on the app's own origin (Hosting rewrites `/api/**` to the function). */
export const API_BASE_PATH = '/api/v1';

/** The parameters a route's path names: `/orders/{id}/cancel` takes `{ id: string }`. */
export type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: string } & PathParams<Rest> : unknown;

const PARAMETER = /\{(\w+)\}/g;

/** The path with its parameters filled in, each encoded as one segment. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(PARAMETER, (_braces, name: string) => encodeURIComponent(params[name] ?? ''));
}
