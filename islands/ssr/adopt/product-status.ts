/**
 * Adopts `{item|product-status}` markup (a `.product-mark`) on a product page as the ProductStatus island, with
 * each variant's mark as the engine prints it for that variant alone.
 */
import type { ProductMark } from '../../product-status/product-status';
import { productOptionNames, productVariants } from '../../product/product-data';
import { defineAdopter } from '../adopter';
import { byClass, findFirst, parseFragment, textContent } from '../html-fragment';
import { pageProductOf } from './page-product';

const ROOT_CLASS = 'product-mark';

function kindOf(classAttribute: string | undefined): ProductMark['kind'] | undefined {
  const classes = (classAttribute ?? '').split(/\s+/);
  if (classes.includes('sold-out')) return 'sold-out';
  return classes.includes('sale') ? 'sale' : undefined;
}

/** The mark in a rendered product-status snippet; null when the snippet has none. */
function markIn(html: string): ProductMark | null {
  const element = findFirst(parseFragment(html), byClass(ROOT_CLASS));
  const kind = kindOf(element?.attributes.class);
  return element && kind ? { kind, text: textContent(element) } : null;
}

export const productStatusAdopter = defineAdopter({
  island: 'ProductStatus',
  pageProductOnly: true,
  rootClass: ROOT_CLASS,
  adopt(widget, context) {
    const product = pageProductOf(widget, context);
    const kind = kindOf(widget.attributes.class);
    if (!product || !kind || !context.variantStatus) return undefined;
    const variants = productVariants(product.item);
    const optionNames = productOptionNames(product.item);
    if (variants.length < 2 || optionNames.length === 0) return undefined; // nothing to choose: the mark never changes
    const bySku: Record<string, ProductMark | null> = {};
    for (const variant of variants) bySku[variant.sku] = markIn(context.variantStatus(product.item, variant.sku));
    return {
      itemId: product.itemId,
      optionNames,
      variants: variants.map(({ sku, attributes }) => ({ sku, attributes: { ...attributes } })),
      initial: { kind, text: textContent(widget.content) },
      bySku,
    };
  },
});
