// Picks the variant a cart request means, with the add-to-cart messages of spec §5 when it cannot.
import { CART_MESSAGES, selectOptionsMessage } from '../../schemas/cart';
import type { CatalogProduct, CatalogVariant } from '../catalog/catalog-product';
import { HttpError } from '../errors';

export function chooseVariant(product: CatalogProduct, sku: string | null | undefined): CatalogVariant {
  if (sku) {
    const variant = product.variants.find((candidate) => candidate.sku === sku);
    if (!variant) throw new HttpError(404, CART_MESSAGES.variantUnavailable);
    return variant;
  }
  if (product.variants.length === 1) return product.variants[0];
  if (product.productType === 'GIFT_CARD') throw new HttpError(422, CART_MESSAGES.giftCardDenomination);
  if (product.optionNames.length > 0) throw new HttpError(422, selectOptionsMessage(product.optionNames));
  throw new HttpError(422, CART_MESSAGES.variantUnavailable);
}
