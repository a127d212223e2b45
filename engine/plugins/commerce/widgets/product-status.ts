/** `product-status`: the product's sold-out or sale mark (spec §4 "Product display status"). */
import type { FormatterSpec, RenderContext } from '../../api';
import { toOutput } from '../../../runtime/values';
import { isOnSale, isSoldOut } from '../../../commerce';
import { escapeHtmlAttribute } from '../../core/html-escape';
import { field } from './markup/item-scope';
import { localizedText } from './markup/localized-text';
import { merchandisingOf } from './markup/merchandising';
import { asStockedProduct, withEveryVariant } from '../prices/reference-product';

/** Sold out wins over on sale; empty texts fall through to the next choice. */
export function buildProductStatus(item: unknown, ctx: RenderContext): string {
  if (isSoldOut(item)) {
    const text =
      toOutput(field(merchandisingOf(item, ctx), 'customSoldOutText')) ||
      localizedText(item, ctx, 'productSoldOutText') ||
      'sold out';
    return `<div class="product-mark sold-out">${escapeHtmlAttribute(text)}</div>`;
  }
  if (isOnSale(item)) {
    return `<div class="product-mark sale">${escapeHtmlAttribute(localizedText(item, ctx, 'productSaleText') || 'sale')}</div>`;
  }
  return '';
}

export const productStatus: FormatterSpec = {
  // Read as the reference's price rules read a product: a value of no known type is sold out, and every
  // entry of the variant list is a variant. The merchandising text is still looked up by the value's own id.
  apply: (value, _args, ctx) => {
    const item = withEveryVariant(asStockedProduct(value));
    return buildProductStatus(item === value ? value : { ...(item as Record<string, unknown>), id: field(value, 'id') }, ctx);
  },
};
