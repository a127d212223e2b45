/** `quantity-input`: the quantity field of a product page, for products a visitor may buy several of. */
import type { FormatterSpec, RenderContext } from '../../api';
import { isRecord, isSubscribable, shouldShowQuantityInput } from '../../../commerce';
import { asPricedProduct, isSubscribableForPricing } from '../prices/reference-product';
import { looseNumber } from '../../../i18n/epoch-input';
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
  if (!shouldShowQuantityInput(stockAsTheReferenceAddsIt(asPricedProduct(item)), lookUp(item, ctx, 'websiteSettings.storeSettings'))) return '';
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

/**
 * The item (its type already read as the reference reads it: `true` is 1) with its stock as the reference
 * adds it up (`asNumber`: "1.5x" is 1.5, a text that is no number makes the total NaN, which is not "1 or
 * less", so the field shows), as one variant holding that total.
 */
function stockAsTheReferenceAddsIt(item: unknown): unknown {
  const content = isRecord(item) && isRecord(item.structuredContent) ? item.structuredContent : undefined;
  if (content === undefined) return item;
  // The subscription flag as the reference reads it too (`asBoolean`: 1e21 is not a whole number there).
  const subscribable = isSubscribableForPricing(item);
  const variants = content.variants;
  if (!Array.isArray(variants)) return subscribable === isSubscribable(item) ? item : { ...(item as Record<string, unknown>), structuredContent: { ...content, isSubscribable: subscribable } };
  let total = 0;
  for (const variant of variants) {
    if (isRecord(variant) && isTruthy(variant.unlimited)) {
      return { ...(item as Record<string, unknown>), structuredContent: { ...content, isSubscribable: subscribable, variants: [{ unlimited: true }] } };
    }
    total += isRecord(variant) ? looseNumber(variant.qtyInStock) : 0;
  }
  const stock = Number.isNaN(total) ? { unlimited: true } : { qtyInStock: total };
  return { ...(item as Record<string, unknown>), structuredContent: { ...content, isSubscribable: subscribable, variants: [stock] } };
}

export const quantityInput: FormatterSpec = {
  // A hidden field is a missing value, as the reference sets it (`{@|quantity-input|round}` is 0).
  apply: (value, _args, ctx) => buildQuantityInput(value, ctx) || undefined,
};
