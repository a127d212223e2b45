/** Comment markup for an item: its count as words, the link to its comments, and the comments mount point. */
import type { FormatterSpec } from '../../api';
import { isTruthy, toOutput } from '../../../runtime/values';
import { toNumber } from '../../core/coercion';
import { field } from '../../content/record-fields';
import { lookUp } from '../../commerce/widgets/markup/item-scope';

export function commentCount(item: unknown): string {
  const count = toNumber(field(item, 'publicCommentCount'));
  if (count === 0) return 'No Comments';
  return count === 1 ? '1 Comment' : `${count} Comments`;
}

export const commentFormatters: Record<string, FormatterSpec> = {
  /** "No Comments", "1 Comment", "12 Comments". */
  'comment-count': { apply: (item) => commentCount(item) },

  'comment-link': {
    apply(item, _args, ctx) {
      const get = (path: string) => lookUp(item, ctx, path);
      const id = toOutput(get('id'));
      const url = toOutput(get('fullUrl'));
      if (isTruthy(get('websiteSettings.disqusShortname'))) {
        return `\n  <a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n`;
      }
      const count = get('publicCommentCount');
      return (
        `\n  <a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n` +
        `  ${count === 0 ? 'No' : toOutput(count)}\n  ${count === 1 ? 'Comment' : 'Comments'}\n  </a>\n`
      );
    },
  },

  /**
   * The reference's comments template, run with the value pushed on the stack:
   * the counts of the `item` in scope, else of the `collection` in scope.
   */
  comments: {
    apply(node, _args, ctx) {
      const get = (path: string) => lookUp(node, ctx, path);
      if (isTruthy(get('websiteSettings.disqusShortname'))) return '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n';
      let out = `\n  <div class="squarespace-comments" id="comments-${toOutput(get('id'))}"`;
      if (isTruthy(get('item'))) out += scopeAttributes('item', get);
      else if (isTruthy(get('collection'))) out += scopeAttributes('collection', get);
      return `${out}></div>\n`;
    },
  },
};

function scopeAttributes(scope: 'item' | 'collection', get: (path: string) => unknown): string {
  return (
    ` data-${scope}-id="${toOutput(get(`${scope}.id`))}"` +
    ` data-public-comment-count="${toOutput(get(`${scope}.publicCommentCount`))}"` +
    ` data-comment-state="${toOutput(get(`${scope}.commentState`))}"`
  );
}
