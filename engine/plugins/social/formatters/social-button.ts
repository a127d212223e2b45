/**
 * `social-button` / `social-button-inline`: the share-buttons mount point of
 * an item, when the site has share buttons configured.
 */
import type { FormatterSpec, RenderContext } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { escapeHtmlAttribute } from '../../core/html-escape';
import { toText } from '../../core/coercion';
import { field } from '../../content/record-fields';

/** The text of `record[key]`, or of `fallback()` when the record has no such key. */
function ownOr(record: unknown, key: string, fallback: () => unknown): string {
  const value = field(record, key);
  return toText(value === undefined ? fallback() : value);
}

function shareButtons(item: unknown, ctx: RenderContext, tag: string, style: string): string {
  const options = ctx.resolve('website.shareButtonOptions');
  if (!isTruthy(options) || typeof options !== 'object') return '';
  // An item without its own asset shares its main image.
  const id = ownOr(item, 'systemDataId', () => field(item, 'mainImageId'));
  const url = ownOr(item, 'assetUrl', () => field(field(item, 'mainImage'), 'assetUrl'));
  return (
    `<${tag} class="squarespace-social-buttons ${style}" data-system-data-id="${id}" data-asset-url="${url}"` +
    ` data-record-type="${toText(field(item, 'recordType'))}" data-full-url="${toText(field(item, 'fullUrl'))}"` +
    ` data-title="${escapeHtmlAttribute(toText(field(item, 'title')))}"></${tag}>`
  );
}

export const socialButtonFormatters: Record<string, FormatterSpec> = {
  'social-button': { apply: (item, _args, ctx) => shareButtons(item, ctx, 'div', 'button-style') },
  'social-button-inline': { apply: (item, _args, ctx) => shareButtons(item, ctx, 'span', 'inline-style') },
};
