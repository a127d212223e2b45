/**
 * How the reference engine decides that a value is a product for its price formatters: its
 * `getProductType` looks `structuredContent.productType` up by code, and only the code -1 is its
 * UNDEFINED type. Any other value (missing, 0, a word) is no known type yet not UNDEFINED: the value
 * is priced as a one-time product whose price rules know no type, which is a single price of 0.00.
 */
import { isRecord, ProductType, productTypeOf } from '../../../commerce';
import { looseNumber } from '../../../i18n/epoch-input';

const UNPRICED = { structuredContent: { productType: ProductType.PHYSICAL } };

/** The value to price: as it is when its type is known or -1, else a product with no price at all. */
export function asPricedProduct(value: unknown): unknown {
  if (productTypeOf(value) !== undefined) return value;
  const content = isRecord(value) && isRecord(value.structuredContent) ? value.structuredContent : undefined;
  if (looseNumber(content?.productType) === -1) return value;
  return UNPRICED;
}
