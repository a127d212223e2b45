/** Adopts `{item|product-scarcity}` notices (`.product-scarcity`) of the page's product as ProductScarcity islands. */
import { productOptionNames } from '../../product/product-data';
import { defineAdopter } from '../adopter';
import { textContent } from '../html-fragment';
import { pageProductOf } from './page-product';

function attributesOf(json: string | undefined): Record<string, string> | null | undefined {
  if (json === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return undefined;
  }
}

export const productScarcityAdopter = defineAdopter({
  island: 'ProductScarcity',
  pageProductOnly: true,
  rootClass: 'product-scarcity',
  adopt(widget, context) {
    const product = pageProductOf(widget, context);
    const attributes = attributesOf(widget.attributes['data-variant-attributes']);
    if (!product || attributes === undefined) return undefined;
    return { itemId: product.itemId, optionNames: productOptionNames(product.item), attributes, text: textContent(widget.content) };
  },
});
