/**
 * The product a page-level widget (price, mark, scarcity, gallery) belongs to: the page's own product, when
 * the widget sits in its block, or in no product block at all. Widgets of other products (related-product
 * cards) never change with the page's choices and stay as printed.
 */
import type { IslandContext, ItemJson, WidgetMarkup } from '../adopter';

export function pageProductOf(widget: WidgetMarkup, context: IslandContext): { itemId: string; item: ItemJson } | undefined {
  const itemId = context.pageItemId;
  if (!itemId || (widget.enclosingItemId ?? itemId) !== itemId) return undefined;
  const item = context.findItem(itemId);
  return item ? { itemId, item } : undefined;
}
