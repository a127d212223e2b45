/** Adopts `{item|quantity-input}` markup (corpus f-quantity-input-*) as the QuantityInput island. */
import { QUANTITY_MAX, QUANTITY_MIN } from '../../../schemas/cart';
import { defineAdopter } from '../adopter';
import { byClass, byTag, findFirst, textContent } from '../html-fragment';

export const quantityInputAdopter = defineAdopter({
  island: 'QuantityInput',
  rootClass: 'product-quantity-input',
  adopt({ attributes, content }) {
    const itemId = attributes['data-item-id'];
    const input = findFirst(content, byTag('input'));
    if (!itemId || !input) return undefined;
    const label = findFirst(content, byClass('quantity-label'));
    const a = input.attributes;
    return {
      itemId,
      label: label ? textContent(label) : 'Quantity:',
      inputLabel: a['aria-label'] ?? 'Quantity',
      min: a.min ?? String(QUANTITY_MIN),
      max: a.max ?? String(QUANTITY_MAX),
      step: a.step ?? '1',
      size: a.size ?? '4',
      value: a.value ?? '1',
    };
  },
});
