/** `datetime` and `datetime-interval`: CLDR date formats in the website time zone. */
import type { FormatterSpec } from '../api';
import { DateTimeFormat, parseDateTimeArgs } from '../../i18n/datetime/date-time-format';
import { formatDateInterval, parseIntervalArgs } from '../../i18n/datetime/interval';
import { looseNumber } from '../../i18n/epoch-input';
import { parsedArgs } from '../parsed-args';

const dateTimeFormatFor = parsedArgs((args) => new DateTimeFormat(parseDateTimeArgs(args)));
const intervalOptionsFor = parsedArgs(parseIntervalArgs);

/** `{t|datetime date:full time:short}`, `{t|datetime yMMMd}`... */
export const dateTimeFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    if (!ctx.hasLocaleData) return '';
    // A missing or non-numeric value is the epoch there, as the reference reads it (Node.asNumber). Any finite
    // instant is a date, even past ECMAScript's range: the reference clamps it to its calendar's (4713 BC to 8652).
    const n = looseNumber(value);
    return Number.isFinite(n) ? dateTimeFormatFor(args).format(Math.trunc(n), ctx.locale, ctx.timeZone) : '';
  },
};

/** `{start, end|datetime-interval yMMMd}`: needs two variables. */
export const dateTimeIntervalFormatter: FormatterSpec = {
  apply(_value, args, ctx, vars) {
    if (!ctx.hasLocaleData || vars.length < 2) return '';
    // Any finite instants, as `datetime` reads them.
    const start = looseNumber(vars[0]);
    const end = looseNumber(vars[1]);
    if (!Number.isFinite(start) || !Number.isFinite(end)) return '';
    return formatDateInterval(Math.trunc(start), Math.trunc(end), ctx.locale, ctx.timeZone, intervalOptionsFor(args));
  },
};
