/** The site's localized messages (`localizedStrings`) as a lookup for the commerce price rules. */
import type { RenderContext } from '../../api';
import type { MessageLookup } from '../../../commerce';
import { pageScopeObject } from './page-scope';

/** Looks messages up in the `localizedStrings` seen from `item`; `undefined` when the page has none. */
export function localizedMessages(item: unknown, ctx: RenderContext): MessageLookup | undefined {
  const strings = pageScopeObject(item, ctx, 'localizedStrings');
  if (strings === undefined) return undefined;
  return (key) => {
    if (!Object.hasOwn(strings, key)) return undefined;
    // A message present is read as its text (the reference's `asString`): numbers and booleans written out,
    // null, lists and objects empty.
    const message = strings[key];
    if (typeof message === 'number' || typeof message === 'boolean') return String(message);
    return typeof message === 'string' ? message : '';
  };
}
