// Picks the variant a cart request means, with the add-to-cart messages of spec §5 when it cannot.
import { CART_MESSAGES, selectOptionsMessage } from '../../schemas/cart';
import type { CatalogProduct, CatalogVariant } from '../catalog/catalog-product';
import { DomainError } from '../domain-error';

export function chooseVariant(product: CatalogProduct, sku: string | null | undefined): CatalogVariant {
  if (sku) {
    const variant = product.variants.find((candidate) => candidate.sku === sku);
    if (!variant) throw new DomainError('not_found', CART_MESSAGES.variantUnavailable);
    return variant;
  }
  if (product.variants.length === 1) return product.variants[0];
  if (product.productType === 'GIFT_CARD') throw new DomainError('rejected', CART_MESSAGES.giftCardDenomination);
  if (product.optionNames.length > 0) throw new DomainError('rejected', selectOptionsMessage(product.optionNames));
  throw new DomainError('rejected', CART_MESSAGES.variantUnavailable);
}
