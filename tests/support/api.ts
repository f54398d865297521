import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../functions/src/app';

/**
 * Serves the real Express app in-process against the emulators (Firestore and Auth), so API tests run the
 * production code path with real transactions and real ID tokens, and can fire requests in parallel.
 */
export function useApi() {
  let server: Server;
  let baseUrl = '';

  beforeAll(async () => {
    ({ server, baseUrl } = await serveAppInProcess());
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return (path: string, init: ApiCall = {}) => requestJson(baseUrl, path, init);
}

/** The Express app on a port of its own in this process, and its base URL. */
export async function serveAppInProcess(): Promise<{ server: Server; baseUrl: string }> {
  const server = createApp().listen(0, '127.0.0.1');
  // The client (fetch) shares this process's event loop: after a test has kept it busy past the server's idle
  // timeout, the next request could go out on a kept connection just as the overdue timer closes it (ECONNRESET).
  // The client's own idle timer closes its connections instead.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export interface ApiCall {
  method?: string;
  /** Sent as JSON; a string is sent as it is (with the JSON content type unless `headers` says otherwise). */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary answers
  body: any;
  /** The answer as sent, for checks that no HTML or stack trace leaks. */
  text: string;
  headers: Headers;
  /** Milliseconds from sending to the whole answer. */
  ms: number;
}

/** One request to an API at `baseUrl` (in-process or the Hosting URL), its answer parsed when it is JSON. */
export async function requestJson(baseUrl: string, path: string, init: ApiCall = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, init.headers);
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.status, body, text, headers: response.headers, ms };
}

/** The app's Hosting URL on the emulators: requests go through Hosting's rewrite and the function runtime. */
export const hostingUrl = () => process.env.APP_URL ?? 'http://127.0.0.1:5000';

/** Calls the API through the Hosting URL, as a browser or another client does. */
export const callHosting = (path: string, init: ApiCall = {}) => requestJson(hostingUrl(), path, init);

/** The api function's own URL on the Functions emulator: the runtime without Hosting in front. */
export const functionUrl = () => process.env.API_FUNCTION_URL ?? 'http://127.0.0.1:5001/demo-campuseats/us-central1/api';

/** Calls the API on the function's own URL, as a client that skips Hosting does. */
export const callFunction = (path: string, init: ApiCall = {}) => requestJson(functionUrl(), path, init);
