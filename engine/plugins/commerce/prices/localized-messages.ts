/** The site's localized messages (`localizedStrings`) as a lookup for the commerce price rules. */
import type { RenderContext } from '../../api';
import type { MessageLookup } from '../../../commerce';
import { pageScopeObject } from './page-scope';

/** Looks messages up in the `localizedStrings` seen from `item`; `undefined` when the page has none. */
export function localizedMessages(item: unknown, ctx: RenderContext): MessageLookup | undefined {
  const strings = pageScopeObject(item, ctx, 'localizedStrings');
  if (strings === undefined) return undefined;
  return (key) => {
    const message = Object.hasOwn(strings, key) ? strings[key] : undefined;
    return typeof message === 'string' ? message : undefined;
  };
}
