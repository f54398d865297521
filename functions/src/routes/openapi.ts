import { Router } from 'express';
import { sendPublicJson } from '../lib/httpCache';
import { openApiDocument } from '../openapi/document';

/** The API's description for client authors: the OpenAPI document docs/api.md is rendered from. */
export const openApiRouter = Router();

// GET /api/v1/openapi.json: the same for every caller, so cacheable (lib/httpCache.ts).
openApiRouter.get('/openapi.json', (req, res) => {
  sendPublicJson(req, res, openApiDocument());
});
