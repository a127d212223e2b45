/**
 * `like-button`: the Simple Likes button of an item, when the site enables Simple Likes. As the reference's
 * template does, the item's id and count are printed as variables looked up from the item outwards.
 */
import type { FormatterSpec } from '../../api';
import { isTruthy, toOutput } from '../../../runtime/values';
import { lookUp } from '../../commerce/widgets/markup/item-scope';

export const likeButtonFormatters: Record<string, FormatterSpec> = {
  'like-button': {
    apply(item, _args, ctx) {
      if (!isTruthy(ctx.resolve('websiteSettings.simpleLikingEnabled')) || !isTruthy(item)) return '';
      return (
        `\n  <span class="sqs-simple-like" data-item-id="${toOutput(lookUp(item, ctx, 'id'))}"` +
        ` data-like-count="${toOutput(lookUp(item, ctx, 'likeCount'))}">\n` +
        '    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n'
      );
    },
  },
};
