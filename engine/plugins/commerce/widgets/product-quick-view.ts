/** `product-quick-view [group]`: the button that opens a product's quick-view lightbox. */
import type { FormatterSpec, RenderContext } from '../../api';
import { toText } from '../../core/coercion';
import { escapeHtmlAttribute } from '../../core/html-escape';
import { field, lookUp } from './markup/item-scope';

const DEFAULT_LABEL = 'Quick View';

/**
 * The lightbox group, as the reference finds it: the item's own field of that name, else the name looked up
 * the stack as one key, never split at dots (`@` is the top of the stack: in a variable tag the variable's
 * own value, pushed while its formatters run), else the argument's own text (`foo` → "foo"). A value that
 * is no scalar gives "".
 */
function groupOf(item: unknown, arg: string | undefined, ctx: RenderContext): string {
  const name = arg ?? '';
  const own = field(item, name);
  if (own !== undefined) return toText(own);
  const found = name === '' || name.includes('.') ? literalKey(ctx, name) : ctx.resolve(name) ?? literalKey(ctx, name);
  return found === undefined ? name : toText(found);
}

// A key no template reference can name ("", "a.b", "a b") read from the scopes a plugin sees: the node on top
// of the stack, then the root.
function literalKey(ctx: RenderContext, name: string): unknown {
  const here = field(ctx.node(), name);
  return here !== undefined ? here : field(ctx.root(), name);
}

export function buildProductQuickView(item: unknown, group: string, ctx: RenderContext): string {
  // Looked up from the item outwards, as the reference does: a label that is there, even null, replaces the default.
  const localized = lookUp(item, ctx, 'localizedStrings.productQuickViewText');
  const label = localized === undefined ? DEFAULT_LABEL : toText(localized);
  return (
    `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${escapeHtmlAttribute(toText(field(item, 'id')))}"` +
    ` data-group="${escapeHtmlAttribute(group)}">${escapeHtmlAttribute(label)}</span>`
  );
}

export const productQuickView: FormatterSpec = {
  apply: (value, args, ctx) => buildProductQuickView(value, groupOf(value, args[0], ctx), ctx),
};
