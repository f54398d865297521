import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document';
import { anchorOf, renderApiMarkdown } from './markdown';

describe('docs/api.md', () => {
  it('is what the OpenAPI document renders to (run `npm run docs:api` after changing an endpoint or a schema)', () => {
    const written = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    expect(written === renderApiMarkdown(openApiDocument()), 'docs/api.md is out of date: run `npm run docs:api`').toBe(true);
  });

  it('links every endpoint of its index to a heading of the page', () => {
    const markdown = renderApiMarkdown(openApiDocument());
    const anchors = new Set([...markdown.matchAll(/^#+ (.+)$/gm)].map((match) => anchorOf(match[1]!)));
    const links = [...markdown.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !anchors.has(link))).toEqual([]);
  });
});
