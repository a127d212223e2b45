/** `quantity-input`: the quantity field of a product page, for products a visitor may buy several of. */
import type { FormatterSpec, RenderContext } from '../../api';
import { shouldShowQuantityInput } from '../../../commerce';
import { isTruthy, toOutput } from '../../../runtime/values';
import { escapeHtmlAttribute } from '../../core/html-escape';
import { itemIdOf, lookUp } from './markup/item-scope';

/**
 * Spec §5: min 1, max 9999, step 1, default 1, labelled by the site's
 * `productQuantityInputLabel` or "Quantity". "" when spec §4 offers no
 * quantity for the product. The three leading newlines are the reference
 * template's (a variable binding and a comment before the markup).
 */
export function buildQuantityInput(item: unknown, ctx: RenderContext): string {
  if (!shouldShowQuantityInput(item, lookUp(item, ctx, 'websiteSettings.storeSettings'))) return '';
  const localized = lookUp(item, ctx, 'localizedStrings.productQuantityInputLabel');
  const label = escapeHtmlAttribute(isTruthy(localized) ? toOutput(localized) : 'Quantity');
  return (
    '\n\n\n' +
    `<div class="product-quantity-input" data-item-id="${escapeHtmlAttribute(itemIdOf(item))}" data-animation-role="content">\n` +
    `  <div class="quantity-label">${label}:</div>\n` +
    `  <input aria-label="${label}" size="4" max="9999" min="1" value="1" type="number" step="1"></input>\n` +
    '</div>'
  );
}

export const quantityInput: FormatterSpec = {
  apply: (value, _args, ctx) => buildQuantityInput(value, ctx),
};
