// The functional parse of zod/mini: it takes the schemas of either API (the shell's are mini, a screen's may be
// classic), and brings none of classic zod into the shell.
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { apiErrorBodySchema, NOT_AUTHENTICATED_MESSAGE } from '@campuseats/common/errors';

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

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  schema: $ZodType<T>;
  /** 'required' fails before the call when nobody is signed in; 'none' sends no token. */
  auth?: 'required' | 'optional' | 'none';
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const API_BASE = '/api/v1';

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function authorizationHeader(mode: RequestOptions<unknown>['auth']): Promise<Record<string, string>> {
  if (mode === 'none') return {};
  // Firebase Auth is its own chunk (see session.tsx): calls without a token, like the eatery list a first visit
  // makes, never wait for it. authStateReady covers a call made while a returning student's login is restored.
  const { auth } = await import('./firebase');
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) {
    if (mode === 'required') throw new ApiClientError(401, 'unauthenticated', NOT_AUTHENTICATED_MESSAGE);
    return {};
  }
  // getIdToken refreshes the token when it is close to expiry, so every call carries a valid one.
  return { Authorization: `Bearer ${await user.getIdToken()}` };
}

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(await authorizationHeader(options.auth ?? 'required')),
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiClientError(0, 'unavailable', 'Network error: check your connection and try again.');
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = safeParse(apiErrorBodySchema, payload);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw new ApiClientError(response.status, code, message, details);
    }
    throw new ApiClientError(response.status, 'internal', `Error: ${response.status} ${response.statusText}`);
  }
  const parsed = safeParse(options.schema, payload);
  if (!parsed.success) throw new ApiClientError(response.status, 'internal', 'Unexpected response from the server');
  return parsed.data;
}

/** The message a screen should show for a failed call: the server's when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError || error instanceof Error) return error.message || fallback;
  return fallback;
}
