/**
 * Adopts `{item|product-price}` markup on a product page as the ProductPrice island. The markup names no
 * product, so only the page's own product is adopted; each variant's price comes from the publisher, which
 * renders the same formatter for that variant alone.
 */
import { productOptionNames, productVariants } from '../../product/product-data';
import { defineAdopter } from '../adopter';
import { findElementsByClass } from '../find-elements';
import { htmlToTree, toHtmlTree } from '../to-html-tree';
import { pageProductOf } from './page-product';

const ROOT_CLASS = 'product-price';

/** The content of the price widget in a rendered snippet. */
function priceContent(html: string): string | undefined {
  const [found] = findElementsByClass(html, ROOT_CLASS);
  return found ? html.slice(found.contentStart, found.contentEnd) : undefined;
}

export const productPriceAdopter = defineAdopter({
  island: 'ProductPrice',
  pageProductOnly: true,
  rootClass: ROOT_CLASS,
  adopt(widget, context) {
    const product = pageProductOf(widget, context);
    if (!product || !context.variantPrice) return undefined;
    const variants = productVariants(product.item);
    if (variants.length < 2) return undefined; // one price: nothing ever changes
    const bySku: Record<string, ReturnType<typeof htmlToTree>> = {};
    for (const variant of variants) {
      const inner = priceContent(context.variantPrice(product.item, variant.sku));
      if (inner !== undefined) bySku[variant.sku] = htmlToTree(inner);
    }
    return {
      itemId: product.itemId,
      optionNames: productOptionNames(product.item),
      variants: variants.map(({ sku, attributes }) => ({ sku, attributes: { ...attributes } })),
      initial: toHtmlTree(widget.content.children),
      bySku,
    };
  },
});
