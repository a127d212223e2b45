/**
 * How the reference engine decides that a value is a product for its price formatters: its
 * `getProductType` looks `structuredContent.productType` up by code, and only the code -1 is its
 * UNDEFINED type. Any other value (missing, 0, a word) is no known type yet not UNDEFINED: the value
 * is priced as a one-time product whose price rules know no type, which is a single price of 0.00.
 */
import { isRecord, ProductType } from '../../../commerce';
import { looseNumber } from '../../../i18n/epoch-input';

const UNPRICED = { structuredContent: { productType: ProductType.PHYSICAL } };

/**
 * Whether the reference prices `value` as a subscription: its `isSubscribable` reads
 * `structuredContent.isSubscribable` with `Node.asBoolean` (true, "true", or a whole non-zero number),
 * before and whatever the product type.
 */
export function isSubscribableForPricing(value: unknown): boolean {
  const content = isRecord(value) ? value.structuredContent : undefined;
  const flag = isRecord(content) ? content.isSubscribable : undefined;
  return flag === true || flag === 'true' || (typeof flag === 'number' && Number.isInteger(flag) && flag !== 0);
}

/**
 * The value to price: as it is when its type is known or -1, else a product with no price at all. The
 * type is read as the reference reads it (`asNumber`: `true` is 1, "2" is 2, "DIGITAL" is no type); a
 * type written other than as its number is priced through a copy that writes it so.
 */
export function asPricedProduct(value: unknown): unknown {
  const content = isRecord(value) && isRecord(value.structuredContent) ? value.structuredContent : undefined;
  const raw = content?.productType;
  const code = looseNumber(raw);
  if (code === -1) return value;
  if (!KNOWN_TYPES.has(code)) return UNPRICED;
  if (raw === code) return value;
  return { ...(value as Record<string, unknown>), structuredContent: { ...content, productType: code } };
}

// The reference's product types, and Kiosk's PAYWALL (5), which the reference does not know.
const KNOWN_TYPES = new Set<number>([ProductType.PHYSICAL, ProductType.DIGITAL, ProductType.SERVICE, ProductType.GIFT_CARD, ProductType.PAYWALL]);
