/**
 * `product-scarcity`: the low-stock notice ("Only 3 left!"), one per scarcity
 * view. A view tied to variant attributes starts hidden; the island shows the
 * one matching the chosen variant.
 */
import type { FormatterSpec, RenderContext } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { toText } from '../../core/coercion';
import { escapeHtmlAttribute } from '../../core/html-escape';
import { jsonAttribute } from './markup/html-escape';
import { field } from './markup/item-scope';
import { merchandisingOf } from './markup/merchandising';
import { formatSiteMessage } from './markup/site-message';

function buildNotice(pattern: string, view: unknown, ctx: RenderContext): string {
  const attributes = field(view, 'attributes');
  const variantBound = isTruthy(attributes) ? ` data-variant-attributes="${jsonAttribute(attributes)}" hidden` : '';
  const text = formatSiteMessage(pattern, { qtyInStock: field(view, 'qtyInStock') }, ctx);
  return `<div class="product-scarcity"${variantBound}>\n    ${escapeHtmlAttribute(text)}\n  </div>`;
}

/**
 * The flag read as the reference reads it (`Node.asBoolean`): true, "true", or a non-zero number that
 * `parseInt` reads back whole (so not 1e21 and above, which it reads from their exponent notation).
 */
function isEnabled(flag: unknown): boolean {
  return flag === true || flag === 'true' || (typeof flag === 'number' && flag !== 0 && parseInt(String(flag), 10) === flag);
}

export function buildProductScarcity(item: unknown, ctx: RenderContext): string {
  const merchandising = merchandisingOf(item, ctx);
  const views = field(merchandising, 'scarcityTemplateViews');
  if (!isEnabled(field(merchandising, 'scarcityEnabled')) || !Array.isArray(views)) return '';
  // The message is the text's own (`Node.asString`): a list or an object is no message.
  const pattern = toText(field(merchandising, 'scarcityText'));
  // Each notice on its own lines, indented, as the reference's template prints it.
  return views.map((view) => `\n  ${buildNotice(pattern, view, ctx)}\n`).join('');
}

/** Without scarcity enabled for the product the reference leaves the value as it was: it prints as itself. */
export const productScarcity: FormatterSpec = {
  apply: (value, _args, ctx) => (isEnabled(field(merchandisingOf(value, ctx), 'scarcityEnabled')) ? buildProductScarcity(value, ctx) : value),
};
