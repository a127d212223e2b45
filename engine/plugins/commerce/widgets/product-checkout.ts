/** `product-checkout`: a product page's purchase block: variant chooser, quantity input, add-to-cart button. */
import type { FormatterSpec, RenderContext } from '../../api';
import { buildAddToCartButton } from './add-to-cart-button';
import { buildQuantityInput } from './quantity-input';
import { buildVariantsSelect } from './variants-select';

/**
 * The three widgets one after the other, as the reference's template prints
 * them; the blank lines between them come from the widgets themselves (the
 * corpus checks this spacing exactly).
 */
export function buildProductCheckout(item: unknown, ctx: RenderContext): string {
  return buildVariantsSelect(item, ctx) + buildQuantityInput(item, ctx) + buildAddToCartButton(item, ctx);
}

export const productCheckout: FormatterSpec = {
  apply: (value, _args, ctx) => buildProductCheckout(value, ctx),
};
