/**
 * The formatters a message argument may name (`{0 decimal style:short}`,
 * `{0;1 datetime-interval}`, `{n unit in:byte}`): the same specs templates use,
 * applied to the argument values with the options written in the message.
 */
import type { FormatterSpec, RenderContext } from '../api';
import { readDecimal } from '../../i18n/decimal-input';
import { looseNumber } from '../../i18n/epoch-input';
import { messageAmount } from '../../i18n/message/amount';
import { toOutput } from '../../runtime/values';
import { dateTimeFormatter, dateTimeIntervalFormatter } from './datetime-formatters';
import { decimalFormatter, moneyFormatter } from './number-formatters';
import { relativeTimeFormatter } from './relative-formatters';
import { unitFormatter } from './unit-formatter';

const ARGUMENT_FORMATTERS: Readonly<Record<string, FormatterSpec>> = {
  number: decimalFormatter,
  decimal: decimalFormatter,
  money: moneyFormatter,
  currency: moneyFormatter,
  datetime: dateTimeFormatter,
  'datetime-interval': dateTimeIntervalFormatter,
  'relative-time': relativeTimeFormatter,
  unit: unitFormatter,
};

/** The text of one formatted argument, or `undefined` (prints nothing) for an unknown format. */
export function formatMessageArgument(
  format: string,
  options: readonly string[],
  values: readonly unknown[],
  ctx: RenderContext,
): string | undefined {
  const formatter = Object.hasOwn(ARGUMENT_FORMATTERS, format) ? ARGUMENT_FORMATTERS[format] : undefined;
  if (formatter === undefined) {
    ctx.error(`message: unknown format "${format}"`);
    return undefined;
  }
  // An argument the formatter was not given prints nothing; one given but empty is formatted (as 0, the epoch…).
  if (values[0] === undefined || (format === 'datetime-interval' && values[1] === undefined)) return '';
  if (format === 'datetime-interval') {
    // The reference's message interval does not check its instants: one that is no number is the epoch.
    const instants = values.map((v) => {
      const n = looseNumber(v);
      return Number.isFinite(n) ? n : 0;
    });
    return toOutput(formatter.apply(instants[0], options, ctx, instants));
  }
  const value = format === 'number' || format === 'decimal' ? messageDecimal(messageAmount(values[0])) : values[0];
  return toOutput(formatter.apply(value, options, ctx, values));
}

/** A number argument as the reference's message converter reads it: booleans 1 and 0, anything not a number 0. */
function messageDecimal(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' || typeof value === 'string') return readDecimal(value) ?? '0';
  return '0';
}
