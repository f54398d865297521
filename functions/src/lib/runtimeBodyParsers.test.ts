import { once } from 'node:events';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errorHandler';
import { guardRuntimeBodyParsers, requireJsonBody } from './runtimeBodyParsers';

// The function runtime's own Express app, built as the Functions emulator's worker (firebase-tools'
// functionsEmulatorRuntime.js) and the Functions Framework build theirs: body-parser's four parsers, then one
// route `/*` that hands the request to the function. That route decodes its parameter, the whole path, so a
// malformed percent-escape fails there, before our app runs, with Express's HTML error page (stack trace and file
// paths included) unless the guard answers first. The emulators' own front ends refuse such paths before any
// worker runs (docs/architecture.md, "Where a request enters"), so this is where the runtime's answer is tested.

type Handler = (req: unknown, res: { json: (body: unknown) => void }) => void;
interface RuntimeExpress {
  (): { use: (handler: unknown) => void; all: (path: string, handler: Handler) => void; listen: (port: number, host: string) => Server };
}

const runtimeEntry = createRequire(import.meta.url).resolve('firebase-tools/lib/emulator/functionsEmulatorRuntime.js');
let server: Server;
let baseUrl = '';
let port = 0;

beforeAll(async () => {
  expect(guardRuntimeBodyParsers(runtimeEntry)).toBe(true);
  const runtimeRequire = createRequire(runtimeEntry);
  const express = runtimeRequire('express') as RuntimeExpress;
  const bodyParser = runtimeRequire('body-parser') as Record<'json' | 'text' | 'urlencoded' | 'raw', (options: object) => unknown>;
  const app = express();
  app.use(bodyParser.json({ limit: '32mb' }));
  app.use(bodyParser.text({ limit: '32mb' }));
  app.use(bodyParser.urlencoded({ extended: true, limit: '32mb' }));
  app.use(bodyParser.raw({ type: '*/*', limit: '32mb' }));
  // Our app's first refusal of a body and its error handler: a body without a Content-Type passes every parser unread.
  app.use(requireJsonBody);
  app.all('/*', (_req, res) => res.json({ reached: 'the function' }));
  app.use(errorHandler);
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.close();
});

describe("the function runtime's Express, guarded", () => {
  it.each(['/api/v1/orders/%E0%A4%A', '/api/v1/vendors/restaurants/%ZZ', '/api/v1/%', '/api/v1/users/addresses/%ED%A0%80/default'])(
    'answers %s in the error shape, 400, without reaching the function',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      const text = await response.text();
      expect(response.status, text).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(text)).toEqual({
        success: false,
        message: 'The address of this request is not valid',
        error: { code: 'invalid-argument', message: 'The address of this request is not valid' },
      });
    },
  );

  it('hands a well-formed path to the function, escapes and all', async () => {
    const response = await fetch(`${baseUrl}/api/v1/vendors/restaurants?search=%E0%A4%A`);
    expect(await response.json()).toEqual({ reached: 'the function' });
    expect((await fetch(`${baseUrl}/api/v1/orders/a%20b%2Fc`)).status).toBe(200);
  });

  // The emulator's proxy writes a request's body after its headers and asks for the connection to close: a refusal
  // sent before the body arrives closes it under the proxy's write, which then answers 500 (EPIPE) itself.
  it.each([
    ['a compressed body', '/api/v1/cart/merge', 'Content-Type: application/json\r\nContent-Encoding: gzip\r\n'],
    ['a body in an unknown charset', '/api/v1/cart/merge', 'Content-Type: application/json; charset=klingon\r\n'],
    ['a malformed path', '/api/v1/orders/%E0%A4%A', 'Content-Type: application/json\r\n'],
    ['a body without a Content-Type', '/api/v1/cart/merge', ''],
  ])('refuses %s only once the body has arrived', async (_what, path, headers) => {
    const body = '{"menuItemId":"x"}';
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = once(socket, 'close');
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}Content-Length: ${body.length}\r\n\r\n`);
    // Whatever the server would send before the body arrives has arrived by then on one machine's loopback.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answer).toBe('');
    socket.end(body);
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 4(00|15) /);
    expect(answer).toContain('"success":false');
  });
});
