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
 * `structuredContent.isSubscribable` with `Node.asBoolean` (true, "true", or a non-zero number `parseInt` reads back whole),
 * before and whatever the product type.
 */
export function isSubscribableForPricing(value: unknown): boolean {
  const content = isRecord(value) ? value.structuredContent : undefined;
  const flag = isRecord(content) ? content.isSubscribable : undefined;
  return flag === true || flag === 'true' || (typeof flag === 'number' && flag !== 0 && parseInt(String(flag), 10) === flag);
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

/**
 * The value to read stock and sale state from: as `asPricedProduct`, but the code -1 (the reference's
 * UNDEFINED type) is no known type either there, so such a value is sold out and never on sale.
 */
export function asStockedProduct(value: unknown): unknown {
  const content = isRecord(value) && isRecord(value.structuredContent) ? value.structuredContent : undefined;
  return looseNumber(content?.productType) === -1 ? UNPRICED : asPricedProduct(value);
}

// The reference's product types, and Kiosk's PAYWALL (5), which the reference does not know.
const KNOWN_TYPES = new Set<number>([ProductType.PHYSICAL, ProductType.DIGITAL, ProductType.SERVICE, ProductType.GIFT_CARD, ProductType.PAYWALL]);

/**
 * The value with every variant (and every variant's pricing option) that is not an object read as an empty
 * one, as the reference reads them: its price rules walk the whole list, and a `null` or a number there is
 * a variant whose fields are all missing (no price, not on sale), not a variant to skip.
 */
export function withEveryVariant(value: unknown): unknown {
  const content = isRecord(value) && isRecord(value.structuredContent) ? value.structuredContent : undefined;
  const variants = content?.variants;
  if (!Array.isArray(variants) || variants.every(isWellFormedVariant)) return value;
  const read = variants.map((variant: unknown) => {
    if (!isRecord(variant)) return {};
    const options = variant.pricingOptions;
    return Array.isArray(options) && !options.every(isRecord) ? { ...variant, pricingOptions: options.map((o: unknown) => (isRecord(o) ? o : {})) } : variant;
  });
  return { ...(value as Record<string, unknown>), structuredContent: { ...content, variants: read } };
}

function isWellFormedVariant(variant: unknown): boolean {
  if (!isRecord(variant)) return false;
  const options = variant.pricingOptions;
  return !Array.isArray(options) || options.every(isRecord);
}
