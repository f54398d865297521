import type { Answered, NameOf, RequestBody, RequestQuery } from '@campuseats/common/api/contract';
import { API_BASE_PATH, fillPath, type Access, type PathParams, type Route } from '@campuseats/common/api/route';
import { REGISTRATION_INCOMPLETE_REASON } from '@campuseats/common/registration';
import { sessionMayExist } from './authPresence';
import { OFFLINE_CALL_MESSAGE, isOffline } from './connection';
import { counted } from './callsInFlight';

/** A schema of either zod API (the shared ones are zod/mini, a screen's own may be classic): what a call needs of it. */
interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

const NETWORK_ERROR = 'Network error: check your connection and try again.';

/** The code of a call that failed because the browser is offline (status 0, like any call that got no answer). */
export const OFFLINE_CODE = 'offline';

/** A call that got no answer: offline when the browser says so (docs/product.md#offline), a network error otherwise. */
function noAnswer(): ApiClientError {
  return isOffline() ? new ApiClientError(0, OFFLINE_CODE, OFFLINE_CALL_MESSAGE) : new ApiClientError(0, 'unavailable', NETWORK_ERROR);
}

/** True for a call that failed only because the browser is offline: nothing reached the server. */
export function isOfflineError(error: unknown): boolean {
  return error instanceof ApiClientError && error.code === OFFLINE_CODE;
}

/** The API refused an account that never finished signing up: AppLayout opens the step it is missing. */
export const REGISTRATION_INCOMPLETE_EVENT = 'campuseats:registration-incomplete';

const reasonOf = (details: unknown) => (details !== null && typeof details === 'object' && 'reason' in details ? details.reason : undefined);

/** The API's one error shape, rethrown in the browser so screens can show the server's message. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

/** The `details.reason` of the API's refusal, for a screen that answers one reason in its own way. */
export const refusalReason = (error: unknown): unknown => (error instanceof ApiClientError ? reasonOf(error.details) : undefined);

/** The answer of a route, as its declaration in common/src/api/contract.ts says. */
type AnswerOf<R extends Route> = Answered<NameOf<R>>;

/** A route's path parameters, required exactly when its path names some. */
type ParamsOption<R extends Route> = keyof PathParams<R['path']> extends never ? { params?: never } : { params: PathParams<R['path']> };

type RequestOptions<R extends Route> = ParamsOption<R> & {
  body?: RequestBody<NameOf<R>>;
  query?: RequestQuery<NameOf<R>>;
  /** The answer's schema, or a check of its type; a first visit's calls pass its `import()` so zod loads beside the request. */
  schema: Schema<AnswerOf<R>> | Promise<Schema<AnswerOf<R>>>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Code loaded on the way (a schema, the shared errors); when it cannot be loaded the network is down. */
async function loaded<M>(module: M | Promise<M>): Promise<M> {
  try {
    return await module;
  } catch {
    throw noAnswer();
  }
}

// The shared error shape and messages (and zod with them) load with the first error, not with the first screen.
const loadErrors = () => loaded(import('@campuseats/common/errors'));

function buildUrl(path: string, query: Record<string, string | number | undefined> | undefined): string {
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])),
  ).toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

const loadFirebase = () => import('./firebase');

/** The token the route's access asks for: none for `anyone`; for the others, a call fails before it is sent when nobody is signed in. */
async function authorizationHeader(access: Access): Promise<Record<string, string>> {
  if (access === 'anyone') return {};
  // Auth loads only where a session may exist (authPresence.ts); authStateReady waits out a login being restored.
  const auth = sessionMayExist() ? (await loadFirebase()).auth : undefined;
  await auth?.authStateReady();
  const user = auth?.currentUser;
  if (!user) {
    if (access !== 'anyone-token-optional') throw new ApiClientError(401, 'unauthenticated', (await loadErrors()).NOT_AUTHENTICATED_MESSAGE);
    return {};
  }
  // getIdToken refreshes a token close to expiry; offline that fails before the call is sent, which is said as such.
  const token = await user.getIdToken().catch((error: unknown) => {
    throw isOffline() ? noAnswer() : error;
  });
  return { Authorization: `Bearer ${token}` };
}

/** Calls a route of the contract (common/src/api/routes.ts): its method, path and token from its declaration. */
export function apiRequest<R extends Route>(route: R, options: RequestOptions<R>): Promise<AnswerOf<R>> {
  return counted(call(route, options));
}

async function call<R extends Route>(route: R, options: RequestOptions<R>): Promise<AnswerOf<R>> {
  const schema = Promise.resolve(options.schema);
  // A call that fails before its answer never reads the schema: a failure to load it is no news then.
  schema.catch(() => undefined);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(await authorizationHeader(route.access)),
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(fillPath(route.path, options.params ?? {}), options.query), {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw noAnswer();
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && headers.Authorization)
      void loadFirebase().then(
        (firebase) => firebase.recheckRefusedToken(),
        () => undefined,
      );
    const parsed = (await loadErrors()).apiErrorBodySchema.safeParse(payload);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      if (reasonOf(details) === REGISTRATION_INCOMPLETE_REASON) window.dispatchEvent(new Event(REGISTRATION_INCOMPLETE_EVENT));
      throw new ApiClientError(response.status, code, message, details);
    }
    throw new ApiClientError(response.status, 'internal', `Error: ${response.status} ${response.statusText}`);
  }
  const parsed = (await loaded(schema)).safeParse(payload);
  if (!parsed.success) throw new ApiClientError(response.status, 'internal', 'Unexpected response from the server');
  return parsed.data;
}

/** The message a screen should show for a failed call: the server's when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error ? error.message || fallback : fallback;
}
