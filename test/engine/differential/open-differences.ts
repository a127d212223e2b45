/**
 * THE STILL-OPEN LIST: differences between Kiosk and the reference that are being fixed (issue 12,
 * classes 1–14) or that this harness found and nobody has fixed yet (`issueClass: 'new'`). The
 * differential test tolerates them so it passes while the fixes land: delete an entry as soon as its
 * class agrees with the reference. Most entries neutralise their feature (see known-difference.ts), so a
 * different difference in the same case still fails the test.
 */
import type { DiffCase } from './case';
import { caseHasInstantOutside, rewriteTemplates, usesFormatter, withoutDateDirectives, type KnownDifference } from './known-difference';

export interface OpenDifference extends KnownDifference {
  /** the class number in issue 12, or 'new' for a class this harness found that the issue does not list */
  issueClass: number | 'new';
  /** a case showing the difference (when the engines agree on it, the entry is probably fixed) */
  sample: Pick<DiffCase, 'template' | 'json' | 'partials'>;
}

const DATE_FORMATTERS = ['datetime', 'datetime-interval', 'relative-time', 'timesince'];
/** A formatter call: its name, the delimiter after it, and its argument text up to the next `|` or `}`. */
const CALL = /\|\s*([a-zA-Z][\w-]*)([^\w|}-]?)([^|}]*)/g;
const WIDTHS = new Set(['short', 'medium', 'long', 'full']);

/** The skeleton letters a `datetime` or `datetime-interval` call's arguments ask for, read as the reference reads them. */
function skeletonOf(name: string, args: string[]): string {
  let skeleton = '';
  for (const arg of args) {
    const colon = arg.indexOf(':');
    const key = colon < 0 ? arg : arg.slice(0, colon);
    const value = colon < 0 ? '' : arg.slice(colon + 1);
    if (value === '') {
      if (!['date', 'time', 'context', 'skeleton', ...WIDTHS].includes(key)) skeleton += key;
    } else if (key === 'skeleton' || ((key === 'date' || key === 'time' || (key === 'datetime' && name === 'datetime')) && !WIDTHS.has(value))) {
      skeleton += value;
    }
  }
  return skeleton;
}

// Quarters, weeks, the Julian day, `l` and six-letter local weekdays: `datetime` writes them by hand from the
// reference's CLDR facts (engine/i18n/datetime/cldr-date-pattern.ts), for the locales those facts cover and the
// Gregorian calendar only; there it writes every skeleton, time fields and zone names too, that way. Exemplar cities (VVV, VVVV) still differ. `datetime` also writes ISO offsets (x X Z),
// zone ids (V VV) and the empty generic names of other widths than v and vvvv by hand, and reads one- and
// two-letter numeric weekdays (c e) as the reference's best fit does; `datetime-interval` does none of these yet.
const FIELDS_WRITTEN_FROM_CLDR = /[QqwWgl]|[ce]{6}/;
const LOCALES_WITH_CLDR_FACTS = new Set(['en', 'en-US', 'en-GB', 'de', 'de-DE', 'fr', 'fr-FR', 'ja', 'ja-JP', 'es-MX']);
const OTHER_CALENDAR = /calendar:(buddhist|iso8601|persian|japanese)/;
const FIELDS_INTL_LACKS = /V{3}/;
const FIELDS_INTERVALS_LACK = /[QqwWceglxXZVv]/;

/** Whether a `datetime` call's skeleton asks for a field Kiosk cannot write (in this locale and calendar). */
function datetimeLacks(skeleton: string, argText: string, locale: string): boolean {
  if (FIELDS_INTL_LACKS.test(skeleton)) return true;
  return FIELDS_WRITTEN_FROM_CLDR.test(skeleton) && (!LOCALES_WITH_CLDR_FACTS.has(locale) || OTHER_CALENDAR.test(argText));
}

/** The template without the date calls whose skeleton asks for a field Kiosk cannot write. */
function withoutUnwritableSkeletons(template: string, locale: string): string {
  return template.replace(CALL, (call, name: string, delimiter: string, argText: string) => {
    if (name !== 'datetime' && name !== 'datetime-interval') return call;
    const args = delimiter && delimiter.trim() !== '' ? argText.split(delimiter) : argText.split(' ').filter(Boolean);
    const skeleton = skeletonOf(name, args);
    return (name === 'datetime' ? datetimeLacks(skeleton, argText, locale) : FIELDS_INTERVALS_LACK.test(skeleton)) ? '' : call;
  });
}

// The instants both engines read alike in the date formatters other than `datetime`, `date` and
// `google-calendar-url`: from the Gregorian calendar's first day (1582-10-15; before it the reference counts Julian
// days) to 8390. Those three follow the reference's calendar (engine/i18n/datetime/reference-calendar.ts) over
// ECMAScript's whole Date range (`date` but for the zone names `%Z` prints before 1970, listed below); beyond
// it both clamp to 4713 BC or 8652, but such instants fall on local midnight or in a zone's local mean time,
// where day periods (`b`: "midnight"), Japanese hours (0 for 12) and zone names before 1971 still differ.
const FIRST_SAFE_INSTANT = Date.UTC(1582, 9, 15);
const LAST_SAFE_INSTANT = 2.026e14;
const DATE_RANGE_LIMIT = 8.64e15;
/** From here on `date`'s `%Z` names a zone's time as the reference does. */
const ZONE_NAMES_FROM = Date.UTC(1970, 0, 1);

/** Removes calls of the named formatters. */
function withoutCalls(template: string, names: readonly string[]): string {
  return template.replace(CALL, (call, name: string) => (names.includes(name) ? '' : call));
}

/** Neutraliser that drops calls of the named formatters, when the case makes any. */
const dropFormatters =
  (...names: string[]) =>
  (c: DiffCase) =>
    usesFormatter(c, ...names) ? rewriteTemplates(c, (t) => withoutCalls(t, names)) : undefined;


const PRICE_FORMATTERS = ['product-price', 'from-price', 'normal-price', 'sale-price', 'subscription-price', 'product-status'];

/** Whether a money amount (`value`, `decimalValue`) in the data lies past the double range once in minor units. */
function hasAmountPastDoubles(json: unknown): boolean {
  if (Array.isArray(json)) return json.some(hasAmountPastDoubles);
  if (json === null || typeof json !== 'object') return false;
  return Object.entries(json).some(([k, x]) =>
    (k === 'value' || k === 'decimalValue') && (typeof x === 'number' || typeof x === 'string')
      ? x !== '' && !Number.isFinite(Number(x) * 100) && /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(String(x))
      : hasAmountPastDoubles(x),
  );
}

export const OPEN_DIFFERENCES: readonly OpenDifference[] = [
  {
    issueClass: 'new',
    id: 'cldr-money-past-the-double-range',
    title:
      'CLDR money text (`useCLDRMoneyFormat`) of an amount past the double range (`"1e400"`): Kiosk formats it with Intl, which writes ∞; the reference writes every digit of its exact decimal',
    neutralise: (c) => (hasAmountPastDoubles(c.json) ? dropFormatters(...PRICE_FORMATTERS)(c) : undefined),
    sample: {
      template: '{@|product-price}',
      json: { featureFlags: { useCLDRMoneyFormat: true }, structuredContent: { productType: 2, priceMoney: { value: '1e400' } } },
    },
  },
  {
    issueClass: 'new',
    id: 'datetime-fields-intl-cannot-write',
    title:
      'datetime skeletons asking for exemplar cities (VVV VVVV), or for quarters (Q q), weeks (w W), the Julian day (g), `l` or six-letter local weekdays in a locale Kiosk has no CLDR calendar facts for or a calendar other than the Gregorian, and datetime-interval skeletons with any of these, numeric weekdays (c e), ISO offsets (x X Z) or zone ids (V): Intl has no such fields; the reference matches a CLDR pattern',
    neutralise: (c) =>
      usesFormatter(c, 'datetime', 'datetime-interval') ? rewriteTemplates(c, (t) => withoutUnwritableSkeletons(t, c.locale)) : undefined,
    sample: { template: '{n|datetime hVVV}', json: { n: 1700000000000 } },
  },
  {
    issueClass: 'new',
    id: 'dates-outside-1583-to-8390',
    title:
      'date formatters other than datetime on instants before 1582-10-15 or after 8390 (the reference uses the Julian calendar before the Gregorian one, its zone rules end in 2037 and it clamps dates to 4713 BC–8652), and datetime on instants beyond the Date range (clamped to local midnight or local mean time, where day periods, Japanese hours and early zone names still differ)',
    // `message` too when the data holds a message with a date argument (`{0 datetime}`).
    neutralise: (c) => {
      const others = DATE_FORMATTERS.filter((name) => name !== 'datetime');
      const readers = JSON.stringify(c.json ?? null).includes('datetime') ? [...others, 'message'] : others;
      const dropped = [
        ...(usesFormatter(c, ...readers) && caseHasInstantOutside(c, FIRST_SAFE_INSTANT, LAST_SAFE_INSTANT) ? readers : []),
        ...(usesFormatter(c, 'datetime') && caseHasInstantOutside(c, -DATE_RANGE_LIMIT, DATE_RANGE_LIMIT) ? ['datetime'] : []),
      ];
      return dropped.length ? rewriteTemplates(c, (t) => withoutCalls(t, dropped)) : undefined;
    },
    // An interval in 985–986: Kiosk writes both years, the reference (on its Julian calendar) neither.
    sample: { template: '{s,e|datetime-interval MMMd}', json: { s: -31072017985264, e: -31035528903882, website: { timeZone: 'UTC' } } },
  },
  {
    issueClass: 'new',
    id: 'date-zone-names-before-1970',
    title:
      "`date`'s `%Z` (and `%c`, which ends with it) before 1970: the reference prints the tz database's name of the time (LMT, WET, EWT); Kiosk, whose zone names come from CLDR through Intl, prints the zone's modern name for that offset, or the offset",
    neutralise: (c) =>
      usesFormatter(c, 'date') && caseHasInstantOutside(c, ZONE_NAMES_FROM, DATE_RANGE_LIMIT) ? withoutDateDirectives(c, ['Z', 'c']) : undefined,
    // 1800-01-01 in New York, on local mean time (-4:56:02).
    sample: { template: '{n|date %Z}', json: { n: -5364619200000, website: { timeZone: 'America/New_York' } } },
  },
];
