import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, weakETag } from './httpCache';

describe('ifNoneMatchHits', () => {
  const etag = weakETag('{"a":1}');

  it('matches the same tag, weak or strong, alone or in a list', () => {
    expect(ifNoneMatchHits(etag, etag)).toBe(true);
    expect(ifNoneMatchHits(etag.replace(/^W\//, ''), etag)).toBe(true);
    expect(ifNoneMatchHits(`W/"other", ${etag}`, etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
  });

  it("misses another body's tag, an empty header and no header", () => {
    expect(ifNoneMatchHits(weakETag('{"a":2}'), etag)).toBe(false);
    expect(ifNoneMatchHits('', etag)).toBe(false);
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
  });
});
