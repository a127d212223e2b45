/** Adopts `{item|variants-select}` markup (corpus f-variants-select-*) as the VariantSelect island. */
import { productVariants } from '../../product/product-data';
import type { VariantOptionView } from '../../variant-select/variant-select';
import { defineAdopter } from '../adopter';
import { byClass, byTag, findAll, findFirst, textContent, type HtmlElement } from '../html-fragment';

function readOption(block: HtmlElement): VariantOptionView | undefined {
  const select = findFirst(block, byTag('select'));
  const name = select?.attributes['data-variant-option-name'];
  if (!select || name === undefined) return undefined;
  const title = findFirst(block, byClass('variant-option-title'));
  const choices = findAll(select, byTag('option')).map((o) => ({ value: o.attributes.value ?? textContent(o), label: textContent(o) }));
  const placeholder = choices.find((c) => c.value === '');
  return {
    name,
    title: title ? textContent(title) : `${name}: `,
    selectLabel: select.attributes['aria-label'] ?? placeholder?.label ?? name,
    placeholder: placeholder?.label ?? '',
    values: choices.filter((c) => c.value !== ''),
  };
}

/** The product's variants with their stock: the item's, else as data-variants printed them. */
function stockedVariants(printed: string | undefined, item: Record<string, unknown> | undefined) {
  let source = item;
  if (!source && printed) {
    try {
      source = { structuredContent: { variants: JSON.parse(printed) as unknown } };
    } catch {
      source = undefined;
    }
  }
  return productVariants(source).map(({ attributes, qtyInStock, unlimited }) => ({ attributes, qtyInStock, unlimited }));
}

export const variantSelectAdopter = defineAdopter({
  island: 'VariantSelect',
  rootClass: 'product-variants',
  adopt({ attributes, content }, context) {
    const itemId = attributes['data-item-id'];
    if (!itemId) return undefined;
    const options = findAll(content, byClass('variant-option'))
      .map(readOption)
      .filter((o): o is VariantOptionView => o !== undefined);
    if (options.length === 0) return undefined;
    return { itemId, options, variants: stockedVariants(attributes['data-variants'], context.findItem(itemId)) };
  },
});
