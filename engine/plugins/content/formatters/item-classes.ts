/**
 * `item-classes`: the CSS classes of a collection item's wrapper (hentry,
 * promoted block, categories, tags, author, post type, position in the list,
 * featured, product status).
 */
import { isOnSale, isSoldOut, ProductType } from '../../../commerce';
import type { FormatterSpec, RenderContext } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { RECORD_TYPES } from '../enums/record-types';
import { toNumber, toText } from '../../core/coercion';
import { childOf } from '../../core/value-path';
import { lookUp } from '../../commerce/widgets/markup/item-scope';
import { field } from '../record-fields';

const SLUG = /^[a-z0-9-]*$/;
const SLUG_ANY_CASE = /^[a-zA-Z0-9-]*$/;
const NOT_SLUG_CHARACTERS = /[^a-zA-Z0-9\s-]+/g;
const WHITESPACE_RUN = /\s+/g;

/** As the reference slugifies: characters other than ASCII letters, digits, whitespace and hyphens dropped, whitespace runs as one hyphen, then lower case. */
export function classSlug(value: string): string {
  // Most tags and categories are already slugs: skip the replacements.
  if (SLUG.test(value)) return value;
  // Capitalised names ("Outdoors") need only lower case.
  if (SLUG_ANY_CASE.test(value)) return value.toLowerCase();
  return value.replace(NOT_SLUG_CHARACTERS, '').replace(WHITESPACE_RUN, '-').toLowerCase();
}

/**
 * One class per element, as the reference counts them (`Node.size()`): an array's elements, or for an
 * object as many classes as it has properties, each naming its property "0", "1"… (usually none).
 */
function listClasses(values: unknown, prefix: string): string {
  if (values === null || typeof values !== 'object') return '';
  const list = values as Record<string, unknown>;
  const size = Array.isArray(values) ? values.length : Object.keys(values).length;
  let out = '';
  // An array's elements are read by position (what `childOf` gives for "0", "1"…), with no key to make.
  const array = Array.isArray(values) ? values : undefined;
  for (let i = 0; i < size; i++) out += ` ${prefix}${classSlug(toText(array !== undefined ? array[i] : childOf(list, String(i))))}`;
  return out;
}

/**
 * `index` is the item's 1-based position in the list being repeated, 0 outside a list. The reference runs
 * the formatter with the item pushed on the context stack, so the fields it reads are looked up there:
 * in the item, then outwards (`lookUp`); `recordType` and the product status come from the item itself.
 */
export function itemClasses(item: unknown, index = 0, ctx?: RenderContext): string {
  const get = (name: string) => (ctx ? lookUp(item, ctx, name) : field(item, name));
  let classes = 'hentry';
  const promoted = get('promotedBlockType');
  if (isTruthy(promoted)) classes += ` promoted promoted-block-${classSlug(toText(promoted))}`;
  const categories = get('categories');
  if (isTruthy(categories)) classes += listClasses(categories, 'category-');
  const tags = get('tags');
  if (isTruthy(tags)) classes += listClasses(tags, 'tag-');
  const author = get('author');
  const displayName = field(author, 'displayName');
  if (isTruthy(author) && isTruthy(displayName)) classes += ` author-${classSlug(toText(displayName))}`;
  classes += ` post-type-${toText(get('recordTypeLabel'))}`;
  if (index > 0) classes += ` article-index-${index}`;
  if (isTruthy(get('starred'))) classes += ' featured';
  if (toNumber(field(item, 'recordType')) === RECORD_TYPES['store-item']) {
    // Kiosk's own paywall products (a type the reference does not know) follow Kiosk's rules.
    const paywall = toNumber(childOf(childOf(item, 'structuredContent'), 'productType')) === ProductType.PAYWALL;
    if (paywall ? isOnSale(item) : onSaleAsReference(item)) classes += ' on-sale';
    if (paywall ? isSoldOut(item) : soldOutAsReference(item)) classes += ' sold-out';
  }
  return classes;
}

// The reference's product type codes.
const PHYSICAL = 1;
const DIGITAL = 2;
const SERVICE = 3;
const GIFT_CARD = 4;

/** The variants and type as the reference reads them: the type as a number, variants only when an array. */
function productOf(item: unknown): { type: number; content: unknown; variants: readonly unknown[] | undefined } {
  const content = childOf(item, 'structuredContent');
  const variants = childOf(content, 'variants');
  return { type: toNumber(childOf(content, 'productType')), content, variants: Array.isArray(variants) ? variants : undefined };
}

/** On sale as the reference decides it: a physical product or service with a variant on sale, a digital product on sale. */
function onSaleAsReference(item: unknown): boolean {
  const { type, content, variants } = productOf(item);
  if (type === PHYSICAL || type === SERVICE) return variants?.some((v) => isTruthy(childOf(v, 'onSale'))) ?? false;
  return type === DIGITAL && isTruthy(childOf(content, 'onSale'));
}

/**
 * Sold out as the reference decides it: a physical product or service none of whose variants is unlimited
 * or in stock; never a digital product or gift card; always a product of no known type.
 */
function soldOutAsReference(item: unknown): boolean {
  const { type, variants } = productOf(item);
  if (type === DIGITAL || type === GIFT_CARD) return false;
  if (type !== PHYSICAL && type !== SERVICE) return true;
  return !(variants ?? []).some((v) => isTruthy(childOf(v, 'unlimited')) || toNumber(childOf(v, 'qtyInStock')) > 0);
}

export const itemClassesFormatters: Record<string, FormatterSpec> = {
  'item-classes': { apply: (item, _args, ctx) => itemClasses(item, ctx.index(), ctx) },
};
