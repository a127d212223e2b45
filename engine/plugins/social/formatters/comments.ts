/** Comment markup for an item: its count as words, the link to its comments, and the comments mount point. */
import type { FormatterSpec } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { toNumber, toText } from '../../core/coercion';
import { field } from '../../content/record-fields';
import { rendersDisqus } from '../comment-settings';

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
      const id = toText(field(item, 'id'));
      const url = toText(field(item, 'fullUrl'));
      if (rendersDisqus(ctx)) {
        return `\n  <a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n`;
      }
      const count = field(item, 'publicCommentCount');
      return (
        `\n  <a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n` +
        `  ${count === 0 ? 'No' : toText(count)}\n  ${count === 1 ? 'Comment' : 'Comments'}\n  </a>\n`
      );
    },
  },

  comments: {
    apply(item, _args, ctx) {
      if (rendersDisqus(ctx)) return '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n';
      if (!isTruthy(item)) return '\n  <div class="squarespace-comments" id="comments-"></div>\n';
      const id = toText(field(item, 'id'));
      return (
        `\n  <div class="squarespace-comments" id="comments-${id}" data-item-id="${id}"` +
        ` data-public-comment-count="${toText(field(item, 'publicCommentCount'))}"` +
        ` data-comment-state="${toText(field(item, 'commentState'))}"></div>\n`
      );
    },
  },
};
