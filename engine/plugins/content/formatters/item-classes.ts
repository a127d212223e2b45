/**
 * `item-classes`: the CSS classes of a collection item's wrapper (hentry,
 * promoted block, categories, tags, author, post type, position in the list,
 * featured, product status).
 */
import { isOnSale, isSoldOut } from '../../../commerce';
import type { FormatterSpec } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { RECORD_TYPES } from '../enums/record-types';
import { toText } from '../../core/coercion';
import { field, hasCode } from '../record-fields';

const SLUG = /^[a-z0-9-]*$/;
const NOT_SLUG_CHARACTER = /[^a-z0-9\s-]/g;
const WHITESPACE_RUN = /\s+/g;

/** Lower case, ASCII letters, digits and hyphens only, whitespace runs as one hyphen. */
export function classSlug(value: string): string {
  const lower = value.toLowerCase();
  // Most tags and categories are already slugs: skip the replacements.
  return SLUG.test(lower) ? lower : lower.replace(NOT_SLUG_CHARACTER, '').replace(WHITESPACE_RUN, '-');
}

function listClasses(values: unknown, prefix: string): string {
  if (!Array.isArray(values)) return '';
  let out = '';
  for (const value of values) out += ` ${prefix}${classSlug(toText(value))}`;
  return out;
}

/** `index` is the item's 1-based position in the list being repeated, 0 outside a list. */
export function itemClasses(item: unknown, index = 0): string {
  let classes = 'hentry';
  const promoted = field(item, 'promotedBlockType');
  if (isTruthy(promoted)) classes += ` promoted promoted-block-${classSlug(toText(promoted))}`;
  classes += listClasses(field(item, 'categories'), 'category-');
  classes += listClasses(field(item, 'tags'), 'tag-');
  const author = toText(field(field(item, 'author'), 'displayName'));
  if (author !== '') classes += ` author-${classSlug(author)}`;
  classes += ` post-type-${toText(field(item, 'recordTypeLabel'))}`;
  if (index > 0) classes += ` article-index-${index}`;
  if (isTruthy(field(item, 'starred'))) classes += ' featured';
  if (hasCode(item, 'recordType', RECORD_TYPES['store-item'])) {
    if (isOnSale(item)) classes += ' on-sale';
    if (isSoldOut(item)) classes += ' sold-out';
  }
  return classes;
}

export const itemClassesFormatters: Record<string, FormatterSpec> = {
  'item-classes': { apply: (item, _args, ctx) => itemClasses(item, ctx.index()) },
};
