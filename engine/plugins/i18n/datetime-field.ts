/**
 * `{t|datetimefield month:short}`: one field of a date (`year`, `month`, `day`,
 * `weekday`, `hour`, `minute`, `second`, `dayPeriod`, `era`, `timeZoneName`,
 * with an optional Intl width) in the locale and website time zone.
 */
import type { FormatterSpec } from '../api';
import { toEpochMillis } from '../../i18n/epoch-input';
import { dateTimeFormat } from '../../i18n/intl-cache';
import { resolveTimeZone } from '../../i18n/time-zone';
import { parsedArgs } from '../parsed-args';

type FieldOptions = (width: string | undefined) => Intl.DateTimeFormatOptions;

const pick = <const T extends string>(width: string | undefined, allowed: readonly T[], fallback: T): T =>
  allowed.includes(width as T) ? (width as T) : fallback;

const FIELDS: Readonly<Record<string, FieldOptions>> = {
  era: (w) => ({ era: pick(w, ['long', 'short', 'narrow'], 'short') }),
  year: (w) => ({ year: pick(w, ['numeric', '2-digit'], 'numeric') }),
  month: (w) => ({ month: pick(w, ['numeric', '2-digit', 'long', 'short', 'narrow'], 'long') }),
  day: (w) => ({ day: pick(w, ['numeric', '2-digit'], 'numeric') }),
  weekday: (w) => ({ weekday: pick(w, ['long', 'short', 'narrow'], 'long') }),
  hour: (w) => ({ hour: pick(w, ['numeric', '2-digit'], 'numeric') }),
  // Minutes and seconds only print with a neighbouring field; the part is picked out below.
  minute: () => ({ hour: 'numeric', minute: '2-digit' }),
  second: () => ({ minute: '2-digit', second: '2-digit' }),
  dayPeriod: () => ({ hour: 'numeric', hour12: true }),
  timeZoneName: (w) => ({ timeZoneName: pick(w, ['long', 'short'], 'short') }),
};

interface FieldSpec {
  field: string;
  options: Intl.DateTimeFormatOptions;
  key: string;
}

const fieldFor = parsedArgs((args): FieldSpec | undefined => {
  const [field = '', width] = (args[0] ?? '').split(':');
  const options = Object.hasOwn(FIELDS, field) ? FIELDS[field]?.(width) : undefined;
  return options === undefined ? undefined : { field, options, key: `field\u0000${args[0]}` };
});

export const dateTimeFieldFormatter: FormatterSpec = {
  apply(value, args, ctx) {
    const spec = fieldFor(args);
    const ms = toEpochMillis(value);
    if (!ctx.hasLocaleData || spec === undefined || ms === undefined) return '';
    const zone = resolveTimeZone(ctx.timeZone);
    const format = dateTimeFormat(ctx.locale, { ...spec.options, timeZone: zone }, `${spec.key}\u0000${zone}`);
    return format.formatToParts(ms).find((part) => part.type === spec.field)?.value ?? '';
  },
};
