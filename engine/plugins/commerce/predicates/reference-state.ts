/**
 * The product-state rules of `has-variants?`, `on-sale?`, `sold-out?` and `varied-prices?` as the
 * reference engine's commerce helpers apply them to any value, odd ones included: the type is
 * `structuredContent.productType` read as a number (a type it does not know is no type), the variants
 * list is used as it is (entries that are not objects have no fields), and fields compare as JSON.
 * PAYWALL (5), a type the reference does not know, keeps Kiosk's commerce rules (spec §3).
 */
import { hasVariants, hasVariedPrices, isOnSale, isSoldOut, ProductType } from '../../../commerce';
import { looseNumber } from '../../../i18n/epoch-input';
import { isTruthy } from '../../../runtime/values';

type Rule = 'has-variants' | 'on-sale' | 'sold-out' | 'varied-prices';

/** A field of a JSON value the way the reference's `Node.get` reads it: only objects have named fields. */
function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

export function productState(rule: Rule, item: unknown): boolean {
  const content = field(item, 'structuredContent');
  const type = looseNumber(field(content, 'productType'));
  if (type === ProductType.PAYWALL) {
    const kiosk = { 'has-variants': hasVariants, 'on-sale': isOnSale, 'sold-out': isSoldOut, 'varied-prices': hasVariedPrices };
    return kiosk[rule](item);
  }
  const variants = field(content, 'variants');
  const list = Array.isArray(variants) ? variants : undefined;
  const physicalOrService = type === ProductType.PHYSICAL || type === ProductType.SERVICE;
  switch (rule) {
    case 'has-variants':
      return type !== ProductType.DIGITAL && list !== undefined && list.length > 1;
    case 'on-sale':
      if (type === ProductType.DIGITAL) return isTruthy(field(content, 'onSale'));
      return physicalOrService && list !== undefined && list.some((v) => isTruthy(field(v, 'onSale')));
    case 'sold-out':
      if (type === ProductType.DIGITAL || type === ProductType.GIFT_CARD) return false;
      // Any other type, or none, is sold out unless a variant is unlimited or in stock.
      if (!physicalOrService || list === undefined) return true;
      return !list.some((v) => isTruthy(field(v, 'unlimited')) || looseNumber(field(v, 'qtyInStock')) > 0);
    case 'varied-prices': {
      if (!physicalOrService && type !== ProductType.GIFT_CARD) return false;
      if (list === undefined || list.length === 0) return false;
      const [first] = list;
      const onSale = field(first, 'onSale');
      return list.slice(1).some(
        (v) =>
          !sameJson(field(v, 'onSale'), onSale) ||
          (isTruthy(onSale) && !sameJson(field(v, 'salePrice'), field(first, 'salePrice'))) ||
          !sameJson(field(v, 'price'), field(first, 'price')),
      );
    }
  }
}
