import { once } from 'node:events';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRuntimeBodyParsers } from './runtimeBodyParsers';

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
  app.all('/*', (_req, res) => res.json({ reached: 'the function' }));
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
});
