/**
 * `{value|date %A, %B %d %Y}`: an epoch-milliseconds value printed with a
 * strftime pattern in the website time zone; "Invalid Date" when the value
 * cannot be a date (spec §8).
 */
import type { FormatterSpec } from '../api';
import { looseEpochMillis } from '../../i18n/epoch-input';
import { parsedArgs } from '../parsed-args';
import { compileStrftime, renderStrftime } from './strftime';
import { printedClock } from './reference-clock';

const INVALID_DATE = 'Invalid Date';

const patternFor = parsedArgs((args) => compileStrftime(args.join(' ')));

export const dateFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    // Read as the reference reads it (`Node.asNumber`: "250x175" is 250, true 1, null 0); a value that
    // gives no number ("abc") or lies outside the Date range is the invalid date.
    const ms = looseEpochMillis(value);
    if (ms === undefined) return INVALID_DATE;
    // Where the reference dates an instant otherwise (before 1582-10-15, after 2037) its calendar's clock is
    // printed; beyond its calendar's days it cannot date the instant at all.
    const clock = printedClock(ms, ctx.timeZone);
    return clock === undefined ? INVALID_DATE : renderStrftime(patternFor(args), clock);
  },
};
