/** The site's localized widget strings (`localizedStrings.<key>`), read from the item's scope outward. */
import type { RenderContext } from '../../../api';
import { toOutput } from '../../../../runtime/values';
import { lookUp } from './item-scope';

/** The text of `localizedStrings.<key>`, or `undefined` when the site does not set it. */
export function localizedText(item: unknown, ctx: RenderContext, key: string): string | undefined {
  const value = lookUp(item, ctx, `localizedStrings.${key}`);
  return value === undefined || value === null ? undefined : toOutput(value);
}
