/**
 * Page-level data a price formatter reads (`featureFlags`, `website`,
 * `localizedStrings`) as seen from the item: the item's own field first, then
 * the context stack, as if the item were pushed on it.
 */
import type { RenderContext } from '../../api';
import { isObject } from '../../../runtime/values';

export function pageScopeObject(item: unknown, ctx: RenderContext, name: string): Record<string, unknown> | undefined {
  const own = isObject(item) && Object.hasOwn(item, name) ? item[name] : undefined;
  const value = own !== undefined ? own : ctx.resolve(name);
  return isObject(value) ? value : undefined;
}
