import { describe, expect, it } from 'vitest';
import { emulatorErrorLines } from './testTimes.mjs';

describe('emulatorErrorLines', () => {
  it('keeps the emulators’ failed hand-offs to the function, without the request’s headers, and nothing else', () => {
    const log = [
      '[debug] [2026-11-28T16:55:34.428Z] *** [apiv2] error from fetch(https://firebase-public.firebaseio.com/cli.json): FetchError: getaddrinfo ENOTFOUND',
      '[debug] [2026-11-28T16:59:14.452Z] [hosting] Rewriting /api/v1/cart to http://127.0.0.1:5001/demo-campuseats/us-central1/api',
      '[debug] [2026-11-28T16:59:15.001Z] *** [apiv2] error from fetch(http://127.0.0.1:5001/demo-campuseats/us-central1/api/api/v1/cart, {"headers":{"authorization":"Bearer secret"},"method":"PUT"}): FetchError: request failed, reason: socket hang up',
      '[info] i  functions: Request to function failed: Error: socket hang up {"metadata":{"emulator":{"name":"functions"}}}',
      '[debug] [2026-11-28T16:59:16.000Z] Finishing up request with event=finish',
    ].join('\n');
    expect(emulatorErrorLines(log)).toEqual([
      '[debug] [2026-11-28T16:59:15.001Z] *** [apiv2] error from fetch(http://127.0.0.1:5001/demo-campuseats/us-central1/api/api/v1/cart): FetchError: request failed, reason: socket hang up',
      '[info] i  functions: Request to function failed: Error: socket hang up {"metadata":{"emulator":{"name":"functions"}}}',
    ]);
  });

  it('finds none in a log without errors', () => {
    expect(emulatorErrorLines('[debug] a\n[debug] b\n')).toEqual([]);
  });
});
