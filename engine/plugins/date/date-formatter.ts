/**
 * `{value|date %A, %B %d %Y}`: an epoch-milliseconds value printed with a
 * strftime pattern in the website time zone; "Invalid Date" when the value
 * cannot be a date (spec §8).
 */
import type { FormatterSpec } from '../api';
import { toEpochMillisOrEpoch } from '../../i18n/epoch-input';
import { parsedArgs } from '../parsed-args';
import { compileStrftime, renderStrftime } from './strftime';
import { wallClock } from './zone-clock';

const INVALID_DATE = 'Invalid Date';

const patternFor = parsedArgs((args) => compileStrftime(args.join(' ')));

export const dateFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    const ms = toEpochMillisOrEpoch(value);
    if (ms === undefined) return INVALID_DATE;
    return renderStrftime(patternFor(args), wallClock(ms, ctx.timeZone));
  },
};
