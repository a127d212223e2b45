/** `datetime` and `datetime-interval`: CLDR date formats in the website time zone. */
import type { FormatterSpec } from '../api';
import { DateTimeFormat, parseDateTimeArgs } from '../../i18n/datetime/date-time-format';
import { formatDateInterval, parseIntervalArgs } from '../../i18n/datetime/interval';
import { looseEpochMillis } from '../../i18n/epoch-input';
import { parsedArgs } from '../parsed-args';

const dateTimeFormatFor = parsedArgs((args) => new DateTimeFormat(parseDateTimeArgs(args)));
const intervalOptionsFor = parsedArgs(parseIntervalArgs);

/** `{t|datetime date:full time:short}`, `{t|datetime yMMMd}`... */
export const dateTimeFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    if (!ctx.hasLocaleData) return '';
    // A missing or non-numeric value is the epoch there, as the reference reads it (Node.asNumber).
    const ms = looseEpochMillis(value);
    return ms === undefined ? '' : dateTimeFormatFor(args).format(ms, ctx.locale, ctx.timeZone);
  },
};

/** `{start, end|datetime-interval yMMMd}`: needs two variables. */
export const dateTimeIntervalFormatter: FormatterSpec = {
  apply(_value, args, ctx, vars) {
    if (!ctx.hasLocaleData || vars.length < 2) return '';
    const start = looseEpochMillis(vars[0]);
    const end = looseEpochMillis(vars[1]);
    if (start === undefined || end === undefined) return '';
    return formatDateInterval(start, end, ctx.locale, ctx.timeZone, intervalOptionsFor(args));
  },
};
