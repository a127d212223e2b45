/** `product-checkout`: a product page's purchase block: variant chooser, quantity input, add-to-cart button. */
import type { FormatterSpec, RenderContext } from '../../api';
import { buildAddToCartButton } from './add-to-cart-button';
import { buildQuantityInput } from './quantity-input';
import { buildVariantsSelect } from './variants-select';

/**
 * The three widgets, separated by the blank lines the reference output has
 * between them (its widgets are templates that print them); the corpus checks
 * this spacing exactly.
 */
export function buildProductCheckout(item: unknown, ctx: RenderContext): string {
  const variants = buildVariantsSelect(item, ctx);
  const quantity = buildQuantityInput(item, ctx);
  let html = variants === '' ? '' : `${variants}\n`;
  if (quantity !== '') html += (html === '' ? '' : '\n\n\n') + quantity;
  return html + (html === '' ? '' : '\n'.repeat(13)) + buildAddToCartButton(item, ctx);
}

export const productCheckout: FormatterSpec = {
  apply: (value, _args, ctx) => buildProductCheckout(value, ctx),
};
