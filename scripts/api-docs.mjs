// `npm run docs:api`: writes docs/api.md from the OpenAPI document the API serves as openapi.json
// (functions/src/openapi/). functions/src/openapi/markdown.test.ts fails while the file differs from what this
// writes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';
import { importBundled } from './importBundled.mjs';

const { openApiDocument } = await importBundled('functions/src/openapi/document.ts', 'openapi-document');
const { renderApiMarkdown } = await importBundled('functions/src/openapi/markdown.ts', 'api-markdown');
writeFileSync(join(ROOT, 'docs', 'api.md'), renderApiMarkdown(openApiDocument()));
console.log('Wrote docs/api.md');
