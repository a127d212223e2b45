/**
 * `{n|unit in:byte format:long}`: a quantity with its CLDR unit name, through
 * Intl's unit formatting ("" without locale data or for a unit Intl lacks).
 */
import type { FormatterSpec } from '../api';
import { formatUnit, parseUnitArgs } from '../../i18n/unit';
import { parsedArgs } from '../parsed-args';

const unitOptionsFor = parsedArgs(parseUnitArgs);

export const unitFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    if (!ctx.hasLocaleData) return '';
    return formatUnit(value, ctx.locale, unitOptionsFor(args));
  },
};
