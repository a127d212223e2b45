/**
 * The product merchandising context of an item (spec §3): restock-notification
 * views and messages, mailing-list options, scarcity settings, custom sold-out text.
 * Pages carry it in `productMerchandisingContext`, keyed by item id.
 */
import type { RenderContext } from '../../../api';
import { field, lookUp } from './item-scope';

export function merchandisingOf(item: unknown, ctx: RenderContext): unknown {
  const id = field(item, 'id');
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  return field(lookUp(item, ctx, 'productMerchandisingContext'), String(id));
}
