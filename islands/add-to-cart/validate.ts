/** The add-to-cart checks of spec §5, in the spec's order, run before anything is sent. */
// engine/commerce's own files, not its index: the index also brings the money and locale code (and its start-up
// work), which the product islands' chunk must not make every product page load.
import { ProductType } from '../../engine/commerce/product-types';
import { variantStock } from '../../engine/commerce/stock';
import { CART_MESSAGES, selectOptionsMessage } from '../../schemas/add-to-cart-messages';
// The cart schema's quantity rules without the schema library: the checks run on the press, in the island's own chunk.
import { readQuantity } from '../../schemas/quantity-text';
import { chosenVariant, type ProductVariant } from '../product/product-data';

export interface AddToCartInput {
  productType: number;
  /** Option names the visitor must choose, in display order (`Size`, `Color`). */
  optionNames: readonly string[];
  variants: readonly ProductVariant[];
  selection: Readonly<Record<string, string>>;
  /** The quantity as typed; undefined when the product has no quantity input. */
  quantityText: string | undefined;
  /** How many of a variant the cart already holds. */
  inCart(sku: string | null): number;
}

export type AddToCartCheck = { ok: true; sku: string | null; quantity: number } | { ok: false; message: string };

export function validateAddToCart(input: AddToCartInput): AddToCartCheck {
  const { optionNames, variants, selection } = input;
  // 1. every option chosen
  const missing = optionNames.filter((name) => !selection[name]);
  if (missing.length > 0) {
    const message = input.productType === ProductType.GIFT_CARD ? CART_MESSAGES.giftCardDenomination : selectOptionsMessage(missing);
    return { ok: false, message };
  }
  // 2. a variant exists for that choice (a product without variant data lets the server pick)
  const variant = chosenVariant(optionNames, variants, selection);
  if (!variant && (optionNames.length > 0 || variants.length > 1)) {
    return { ok: false, message: CART_MESSAGES.variantUnavailable };
  }
  const quantity = input.quantityText === undefined ? { success: true as const, data: 1 } : readQuantity(input.quantityText);
  // 3. enough stock for what is asked plus what the cart holds
  if (variant) {
    const wanted = quantity.success ? quantity.data : 1;
    if (variantStock(variant) < wanted + input.inCart(variant.sku)) return { ok: false, message: CART_MESSAGES.notEnoughStock };
  }
  // 4–5. a number, and a whole one (the shared schema checks in that order)
  if (!quantity.success) return { ok: false, message: quantity.message };
  return { ok: true, sku: variant?.sku ?? null, quantity: quantity.data };
}
