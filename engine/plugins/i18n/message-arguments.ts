/**
 * The formatters a message argument may name (`{0 decimal style:short}`,
 * `{0;1 datetime-interval}`, `{n unit in:byte}`): the same specs templates use,
 * applied to the argument values with the options written in the message.
 */
import type { FormatterSpec, RenderContext } from '../api';
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
  return toOutput(formatter.apply(values[0], options, ctx, values));
}
