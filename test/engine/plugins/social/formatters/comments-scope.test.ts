/**
 * `comments` as the reference's template writes it, with the value pushed on
 * the stack: the counts of the `item` in scope, else `data-collection-id` and
 * the counts of the `collection` in scope.
 */
import { describe, expect, it } from 'vitest';
import { render } from '../../content/render';

const ITEM = { id: 'i1', publicCommentCount: 2, commentState: 1 };
const COLLECTION = { id: 'c1', publicCommentCount: 5, commentState: 2 };

describe('comments scope', () => {
  it('writes data-collection-id for a collection', () => {
    expect(render('{collection|comments}', { collection: COLLECTION })).toBe(
      '\n  <div class="squarespace-comments" id="comments-c1" data-collection-id="c1" data-public-comment-count="5"' +
        ' data-comment-state="2"></div>\n',
    );
  });

  it('prefers the item in scope to the collection', () => {
    expect(render('{collection|comments}', { item: ITEM, collection: COLLECTION })).toBe(
      '\n  <div class="squarespace-comments" id="comments-c1" data-item-id="i1" data-public-comment-count="2"' +
        ' data-comment-state="1"></div>\n',
    );
  });

  it('finds item and collection inside the value before the stack', () => {
    expect(render('{@|comments}', { id: 'x', collection: COLLECTION })).toContain(' id="comments-x" data-collection-id="c1"');
    expect(render('{collection|comments}', { collection: { ...COLLECTION, item: ITEM } })).toContain('data-item-id="i1"');
  });

  it('skips a falsy item and mounts without data when neither is in scope', () => {
    expect(render('{collection|comments}', { item: null, collection: COLLECTION })).toContain('data-collection-id="c1"');
    expect(render('{nope|comments}', {})).toBe('\n  <div class="squarespace-comments" id="comments-"></div>\n');
  });
});
