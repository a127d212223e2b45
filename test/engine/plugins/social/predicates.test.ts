import { describe, expect, it } from 'vitest';
import { holds } from '../content/render';

describe('comments?', () => {
  it('holds when comments are open or the item already has public comments (spec §4)', () => {
    expect(holds('comments?', { commentState: 1, publicCommentCount: 0 })).toBe(true);
    expect(holds('comments?', { commentState: '1' })).toBe(true);
    expect(holds('comments?', { commentState: 2, publicCommentCount: 3 })).toBe(true);
    expect(holds('comments?', { commentState: 0 })).toBe(false);
    expect(holds('comments?', { publicCommentCount: -1 })).toBe(false);
  });

  it('is off when the site settings turn comments off', () => {
    const item = { commentState: 1 };
    expect(holds('comments?', { websiteSettings: { commentsEnabled: true }, item }, 'item')).toBe(true);
    expect(holds('comments?', { websiteSettings: { commentsEnabled: false }, item }, 'item')).toBe(false);
    expect(holds('comments?', { websiteSettings: {}, item }, 'item')).toBe(false);
  });
});

describe('disqus?', () => {
  it('needs a Disqus short name in the site settings', () => {
    expect(holds('disqus?', { websiteSettings: { disqusShortName: 'abc' } })).toBe(true);
    expect(holds('disqus?', { websiteSettings: { disqusShortName: '' } })).toBe(false);
    expect(holds('disqus?', { websiteSettings: {} })).toBe(false);
    expect(holds('disqus?', { websiteSettings: { disqusShortName: 'abc' }, x: { y: 1 } }, 'x')).toBe(true);
  });
});
