// `npm run docs:api`: writes docs/api.md from the OpenAPI document the API serves (functions/src/openapi/markdown.test.ts checks it).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';
import { importBundled } from './importBundled.mjs';

const { openApiDocument, renderApiMarkdown } = await importBundled(['functions/src/openapi/document.ts', 'functions/src/openapi/markdown.ts'], 'api-docs');
writeFileSync(join(ROOT, 'docs', 'api.md'), renderApiMarkdown(openApiDocument()));
console.log('Wrote docs/api.md');
