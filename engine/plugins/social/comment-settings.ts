/**
 * Site and item comment settings (spec §4 Comments): whether an item takes
 * comments, and whether the site hands comments to Disqus. Settings are looked
 * up through the context stack (`websiteSettings` of the page or the site).
 */
import type { RenderContext } from '../api';
import { isTruthy } from '../../runtime/values';
import { looseNumber } from '../../i18n/epoch-input';
import { field } from '../content/record-fields';

/** `commentState` of an item that accepts comments. */
const COMMENTS_OPEN = 1;

/**
 * Enabled when the item's comments are open or it already has public
 * comments, unless the site settings turn comments off.
 */
export function commentsEnabled(item: unknown, ctx: RenderContext): boolean {
  const settings = ctx.resolve('websiteSettings');
  if (settings !== undefined && !isTruthy(field(settings, 'commentsEnabled'))) return false;
  // Both fields read as the reference reads them (`asNumber`): true is 1, "2 comments" is 2.
  return looseNumber(field(item, 'commentState')) === COMMENTS_OPEN || looseNumber(field(item, 'publicCommentCount')) > 0;
}

/** The `disqus?` predicate reads `disqusShortName` (the comment formatters read `disqusShortname`), as in the reference. */
export function hasDisqusShortName(ctx: RenderContext): boolean {
  return isTruthy(ctx.resolve('websiteSettings.disqusShortName'));
}
