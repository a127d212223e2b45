/**
 * Reads the data a widget needs: a field of the item, or a path looked up the
 * way a variable inside the widget resolves (the item first, then the stack).
 */
import type { RenderContext } from '../../../api';
import { toOutput } from '../../../../runtime/values';

/** Reads `value.a.b…` (own properties only); anything not there is `undefined`. */
export function field(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, key)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Resolves a dotted path (`localizedStrings.productSaleText`) as the reference
 * engine's widget templates do: they run with the item pushed on the stack, so a
 * first segment the item holds wins over the same name further out.
 */
export function lookUp(item: unknown, ctx: RenderContext, path: string): unknown {
  // One name (the usual case; `item-classes` asks six per item): no array of keys to make.
  if (path.indexOf('.') < 0) {
    const own = field(item, path);
    return own !== undefined ? own : ctx.resolve(path);
  }
  const keys = path.split('.');
  if (field(item, keys[0]) !== undefined) return field(item, ...keys);
  return ctx.resolve(path);
}

/** The item id as text ("" when the item has none). */
export function itemIdOf(item: unknown): string {
  return toOutput(field(item, 'id'));
}
