/** `quantity-input`: the quantity field of a product page, for products a visitor may buy several of. */
import type { FormatterSpec, RenderContext } from '../../api';
import { shouldShowQuantityInput } from '../../../commerce';
import { escapeHtmlAttribute } from '../../core/html-escape';
import { itemIdOf, lookUp } from './markup/item-scope';

/** Spec §5: min 1, max 9999, step 1, default 1. "" when spec §4 offers no quantity for the product. */
export function buildQuantityInput(item: unknown, ctx: RenderContext): string {
  if (!shouldShowQuantityInput(item, lookUp(item, ctx, 'websiteSettings.storeSettings'))) return '';
  return (
    `<div class="product-quantity-input" data-item-id="${escapeHtmlAttribute(itemIdOf(item))}" data-animation-role="content">\n` +
    '  <div class="quantity-label">Quantity:</div>\n' +
    '  <input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></input>\n' +
    '</div>'
  );
}

export const quantityInput: FormatterSpec = {
  apply: (value, _args, ctx) => buildQuantityInput(value, ctx),
};
