/** `product-quick-view [group]`: the button that opens a product's quick-view lightbox. */
import type { FormatterSpec, RenderContext } from '../../api';
import { isObject } from '../../../runtime/values';
import { escapeHtmlAttribute } from '../../core/html-escape';
import { localizedText } from './markup/localized-text';
import { itemIdOf } from './markup/item-scope';

const DEFAULT_LABEL = 'Quick View';

/**
 * The lightbox group: the argument resolved as a reference, or the argument's
 * own text when nothing by that name is in scope (`foo` → "foo").
 */
function groupOf(arg: string | undefined, ctx: RenderContext): string {
  if (arg === undefined) return '';
  const value = ctx.resolve(arg);
  if (value === undefined) return arg;
  return value === null || isObject(value) || Array.isArray(value) ? '' : String(value);
}

export function buildProductQuickView(item: unknown, group: string, ctx: RenderContext): string {
  const label = localizedText(item, ctx, 'productQuickViewText') ?? DEFAULT_LABEL;
  return (
    `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${escapeHtmlAttribute(itemIdOf(item))}"` +
    ` data-group="${escapeHtmlAttribute(group)}">${escapeHtmlAttribute(label)}</span>`
  );
}

export const productQuickView: FormatterSpec = {
  apply: (value, args, ctx) => buildProductQuickView(value, groupOf(args[0], ctx), ctx),
};
