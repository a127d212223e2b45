/** `like-button`: the Simple Likes button of an item, when the site enables Simple Likes. */
import type { FormatterSpec } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { toText } from '../../core/coercion';
import { field } from '../../content/record-fields';

export const likeButtonFormatters: Record<string, FormatterSpec> = {
  'like-button': {
    apply(item, _args, ctx) {
      if (!isTruthy(ctx.resolve('websiteSettings.simpleLikingEnabled')) || !isTruthy(item)) return '';
      return (
        `\n  <span class="sqs-simple-like" data-item-id="${toText(field(item, 'id'))}"` +
        ` data-like-count="${toText(field(item, 'likeCount'))}">\n` +
        '    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n'
      );
    },
  },
};
