/**
 * Formats a site string that takes named arguments (`Only {qtyInStock} left!`,
 * `Select {variantName}`) as an ICU message, so owners may also write plurals.
 */
import type { RenderContext } from '../../../api';
import { formatMessage, messageArguments, parseMessage } from '../../../../i18n/message';

/** "" without locale data, as the reference's widget templates print these through its `message` formatter. */
export function formatSiteMessage(pattern: string, named: Readonly<Record<string, unknown>>, ctx: RenderContext): string {
  if (!ctx.hasLocaleData) return '';
  const args = messageArguments([], new Map(Object.entries(named)));
  return formatMessage(parseMessage(pattern).nodes, args, ctx.locale);
}
