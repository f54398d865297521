import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/app';
import { openApiDocument } from '../../functions/src/openapi/document';
import { callHosting, useApi } from '../support/api';

// The document a client author reads and tests against (docs/api.md is rendered from it) must be a valid
// OpenAPI document and must list exactly the routes the app serves: a route added without its entry in
// common/src/api/contract.ts, or an entry whose route is gone, fails here.
const api = useApi();
const DOCUMENT = '/api/v1/openapi.json';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The parts of Express 5's router layers that say what a router serves. */
interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string;
}

/** Every `METHOD /path` the routers serve, parameters written as OpenAPI writes them (`{id}`). */
function servedRoutes(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = `${prefix}${layer.route.path}`.replace(/(.)\/$/, '$1').replace(/:(\w+)/g, '{$1}');
      return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${path}`);
    }
    if (layer.handle.stack) return servedRoutes(layer.handle.stack, `${prefix}${layer.rawPath === '/' ? '' : (layer.rawPath ?? '')}`);
    return [];
  });
}

function documentedRoutes(document: { servers?: { url: string }[]; paths?: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>> }): string[] {
  const base = document.servers?.[0]?.url ?? '';
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${base}${path}`),
  );
}

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, every reference resolving', async () => {
    const answer = await api(DOCUMENT);
    expect(answer.status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(answer.body);
    expect(result.errors, JSON.stringify(result.errors, null, 2)).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('is the document the API builds, sent unchanged', async () => {
    expect((await api(DOCUMENT)).body).toEqual(openApiDocument());
  });

  it('lists every route the app serves, and no other', () => {
    const served = servedRoutes((createApp().router as unknown as { stack: Layer[] }).stack).sort();
    expect(served.length).toBeGreaterThan(20);
    expect(served).toContain('POST /api/v1/orders/{id}/cancel');
    expect(documentedRoutes(openApiDocument()).sort()).toEqual(served);
  });

  it('documents the one error shape, the token and the headers a client needs', () => {
    const document = openApiDocument();
    expect(document.components?.securitySchemes?.firebaseIdToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const placeOrder = document.paths?.['/payments/orders']?.post;
    expect(placeOrder?.security).toEqual([{ firebaseIdToken: ['user'] }]);
    expect(placeOrder?.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }));
    expect(placeOrder?.responses?.['429']).toMatchObject({
      headers: { 'Retry-After': expect.anything() },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
    expect(placeOrder?.responses?.['503']).toMatchObject({ headers: { 'Retry-After': expect.anything() } });
    const menu = document.paths?.['/vendors/restaurants/{id}']?.get;
    expect(menu?.security).toEqual([]);
    expect(menu?.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'If-None-Match' }));
    expect(menu?.responses?.['304']).toBeDefined();
  });

  it('is public and cacheable like the other public reads: ETag, then 304', async () => {
    const first = await api(DOCUMENT);
    expect(first.headers.get('cache-control')).toMatch(/^public, /);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await api(DOCUMENT, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('is served through the Hosting URL, as a client reaches it', async () => {
    const answer = await callHosting(DOCUMENT);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body).toEqual(openApiDocument());
  });
});
