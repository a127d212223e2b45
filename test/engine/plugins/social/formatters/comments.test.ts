import { describe, expect, it } from 'vitest';
import { commentCount } from '../../../../../engine/plugins/social/formatters/comments';
import { render } from '../../content/render';

describe('commentCount', () => {
  it('words the public comment count', () => {
    expect(commentCount({ publicCommentCount: 0 })).toBe('No Comments');
    expect(commentCount({})).toBe('No Comments');
    expect(commentCount({ publicCommentCount: 1 })).toBe('1 Comment');
    expect(commentCount({ publicCommentCount: '1' })).toBe('1 Comment');
    expect(commentCount({ publicCommentCount: 10 })).toBe('10 Comments');
  });
});

describe('comment-link', () => {
  const item = { id: 'i1', fullUrl: '/post', publicCommentCount: 1 };

  it('links to the comments with the count', () => {
    expect(render('{item|comment-link}', { item })).toBe(
      '\n  <a href="/post#comments-i1" class="sqs-comment-link" data-id="i1">\n  1\n  Comment\n  </a>\n',
    );
    expect(render('{item|comment-link}', { item: { ...item, publicCommentCount: 0 } })).toContain('\n  No\n  Comments\n');
  });

  it('leaves the link empty for Disqus to fill', () => {
    expect(render('{item|comment-link}', { websiteSettings: { disqusShortname: 'abc' }, item })).toBe(
      '\n  <a href="/post" class="sqs-comment-link sqs-disqus-comment-link" data-id="i1"></a>\n',
    );
  });
});

describe('comments', () => {
  it('mounts the comments of an item', () => {
    expect(render('{item|comments}', { item: { id: 'i1', publicCommentCount: 0, commentState: 1 } })).toBe(
      '\n  <div class="squarespace-comments" id="comments-i1" data-item-id="i1" data-public-comment-count="0" data-comment-state="1"></div>\n',
    );
  });
  it('mounts Disqus instead when configured, and an empty mount without an item', () => {
    expect(render('{item|comments}', { websiteSettings: { disqusShortname: 'abc' }, item: { id: 'i1' } })).toBe(
      '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n',
    );
    expect(render('{nope|comments}', {})).toBe('\n  <div class="squarespace-comments" id="comments-"></div>\n');
  });
});
