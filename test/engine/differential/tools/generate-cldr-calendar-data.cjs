/**
 * Writes engine/i18n/datetime/cldr-calendar-data.ts: the CLDR calendar facts Intl does not expose (skeleton patterns,
 * quarter, month, weekday, era and day-period names, flexible day-period rules, hour cycles, GMT offset formats,
 * week rules), read from the reference's locale packs (@phensley/cldr) for the locales the differential harness compares.
 *   node test/engine/differential/tools/generate-cldr-calendar-data.cjs engine/i18n/datetime/cldr-calendar-data.ts
 */
const fs = require('node:fs');
const { CLDRFramework } = require('@phensley/cldr');

const packs = require.resolve('@phensley/cldr/package.json').replace(/package\.json$/, 'packs/');
const framework = new CLDRFramework({ loader: (locale) => fs.readFileSync(`${packs}${locale}.json`, 'utf8') });
/** data key → the locale the reference loads for it */
const LOCALES = { 'en-US': 'en-US', 'en-GB': 'en-GB', de: 'de', fr: 'fr', ja: 'ja', 'es-MX': 'es-MX' };

/** A name as the packs keep it: plain text, or by plural/alt variant (the plain one). */
const plain = (value) => (value && typeof value === 'object' ? value.none ?? '' : value ?? '');
/** `count` names of a mapping numbered from `start`. */
const numbered = (mapping, count, start) => Array.from({ length: count }, (_, i) => plain(mapping[String(i + start)]));

/** The day period names the formatter looks up: am/pm, noon and midnight (\`b\`), the flexible ones (\`B\`). */
const DAY_PERIOD_KEYS = ['am', 'pm', 'midnight', 'noon', 'morning1', 'morning2', 'afternoon1', 'afternoon2', 'evening1', 'evening2', 'night1', 'night2'];

/** The locale's flexible day period rules as [first minute of the day, period] runs, read minute by minute. */
function flexibleDayPeriods(cldr, bundle) {
  const runs = [];
  for (let minute = 0; minute < 24 * 60; minute++) {
    const key = cldr.Calendars.internals.calendars.flexDayPeriod(bundle, minute) || '';
    if (runs.length === 0 || runs[runs.length - 1][1] !== key) runs.push([minute, key]);
  }
  return runs;
}

/** The hour patterns the skeleton letters stand for: \`j\` and \`J\` the preferred one, \`C\` the first allowed one. */
function hourCycles(patterns) {
  const [allowed, preferred] = patterns.getTimeData();
  return { preferred, allowed: allowed.split(' ')[0] };
}

/** How the locale writes a GMT offset (\`O\`): the wrapper, the text at offset zero, the +/- hour patterns. */
function gmtFormats(cldr, bundle) {
  const zones = cldr.Calendars.internals.schema.TimeZones;
  return { format: zones.gmtFormat.get(bundle), zero: zones.gmtZeroFormat.get(bundle), hour: zones.hourFormat.get(bundle) };
}

function localeData(locale) {
  const cldr = framework.get(locale);
  const bundle = cldr.General.bundle();
  const gregorian = cldr.Calendars.internals.schema.Gregorian;
  const patterns = cldr.Calendars.manager.getCalendarPatterns('gregory');
  /** names of `field` in `context` (format, standAlone) at each width */
  const names = (context, field, widths, count, start) =>
    Object.fromEntries(widths.map((width) => [width, numbered(gregorian[context][field].mapping(bundle)[width] || {}, count, start)]));
  const bothContexts = (field, widths, count, start) => ({
    format: names('format', field, widths, count, start),
    standAlone: names('standAlone', field, widths, count, start),
  });
  const standard = [];
  for (const width of Object.keys(patterns.dateFormats)) standard.push(patterns.dateFormats[width], patterns.timeFormats[width]);
  const eras = gregorian.eras.mapping(bundle);
  const dayPeriods = gregorian.format.dayPeriods.mapping(bundle);
  return {
    firstDay: cldr.Calendars.firstDayOfWeek(),
    minDays: cldr.Calendars.minDaysInFirstWeek(),
    standard,
    wrappers: Object.fromEntries(['short', 'medium', 'long', 'full'].map((width) => [width, patterns.getWrapperPattern(width, true)])),
    available: [...Object.entries(patterns.rawAvailableFormats), ...Object.entries(patterns.rawPluralFormats.other || {})],
    months: bothContexts('months', ['abbreviated', 'wide', 'narrow'], 12, 1),
    weekdays: bothContexts('weekdays', ['abbreviated', 'wide', 'narrow', 'short'], 7, 1),
    quarters: bothContexts('quarters', ['abbreviated', 'wide', 'narrow'], 4, 1),
    eras: { abbr: numbered(eras.abbr, 2, 0), names: numbered(eras.names, 2, 0), narrow: numbered(eras.narrow, 2, 0) },
    dayPeriods: Object.fromEntries(['abbreviated', 'wide', 'narrow'].map((width) => {
      const periods = dayPeriods[width] || {};
      return [width, Object.fromEntries(DAY_PERIOD_KEYS.map((key) => [key, plain(periods[key])]))];
    })),
    flexibleDayPeriods: flexibleDayPeriods(cldr, bundle),
    hourCycles: hourCycles(patterns),
    gmt: gmtFormats(cldr, bundle),
  };
}

const out = process.argv[2];
if (!out) throw new Error('usage: generate-cldr-calendar-data.cjs <output .ts file>');
const entries = Object.entries(LOCALES).map(([key, locale]) => `  ${JSON.stringify(key)}: ${JSON.stringify(localeData(locale))},`);
fs.writeFileSync(out, `/**
 * CLDR calendar facts Intl does not expose, for the locales the reference ships data for here: skeleton
 * patterns, quarter, month, weekday, era and day-period names, day-period rules, hour cycles, GMT offset formats
 * and week rules. Generated from the reference's locale packs by
 * test/engine/differential/tools/generate-cldr-calendar-data.cjs; regenerate rather than edit.
 */
import type { CldrCalendarData } from './cldr-calendar-types';

// prettier-ignore
export const CLDR_CALENDAR_DATA: Readonly<Record<string, CldrCalendarData>> = {
${entries.join('\n')}
};
`);
