/** `relative-time` ("in 2 weeks", locale-aware) and `timesince` (English "about a year ago" markup). */
import type { FormatterSpec } from '../api';
import { looseEpochMillis, looseNumber } from '../../i18n/epoch-input';
import { formatRelativeTime, parseRelativeTimeArgs } from '../../i18n/relative-time';
import { timeSince } from '../../i18n/time-since';
import { parsedArgs } from '../parsed-args';

const relativeOptionsFor = parsedArgs(parseRelativeTimeArgs);

/** `{t|relative-time}` (from now) or `{start, end|relative-time allowWeeks:true}`. */
export const relativeTimeFormatter: FormatterSpec = {
  apply(value, args, ctx, vars) {
    if (!ctx.hasLocaleData) return '';
    const [from, to] = vars.length >= 2 ? [looseEpochMillis(vars[0]), looseEpochMillis(vars[1])] : [ctx.now, looseEpochMillis(value)];
    if (from === undefined || to === undefined) return '';
    return formatRelativeTime(from, to, ctx.locale, relativeOptionsFor(args));
  },
};

/** `{t|timesince}`: a span the browser may refresh, holding the instant and its English wording. */
export const timeSinceFormatter: FormatterSpec = {
  apply(value, _args, ctx) {
    // The instant as the reference reads it (Node.asNumber), printed as read: `true` is data-date="1".
    const n = looseNumber(value);
    const ms = looseEpochMillis(value);
    // Without locale data the reference has no calendar to count with.
    if (!ctx.hasLocaleData || ms === undefined) return 'Invalid date.';
    return `<span class="timesince" data-date="${n}">${timeSince(ms, ctx.now)}</span>`;
  },
};
