/**
 * THE STILL-OPEN LIST: differences between Kiosk and the reference that are being fixed (issue 12,
 * classes 1–14) or that this harness found and nobody has fixed yet (`issueClass: 'new'`). The
 * differential test tolerates them so it passes while the fixes land: delete an entry as soon as its
 * class agrees with the reference. Most entries neutralise their feature (see known-difference.ts), so a
 * different difference in the same case still fails the test.
 */
import type { DiffCase } from './case';
import { rewriteTemplates, usesFormatter, type KnownDifference } from './known-difference';

export interface OpenDifference extends KnownDifference {
  /** the class number in issue 12, or 'new' for a class this harness found that the issue does not list */
  issueClass: number | 'new';
  /** a case showing the difference (when the engines agree on it, the entry is probably fixed) */
  sample: Pick<DiffCase, 'template' | 'json' | 'partials'>;
}

const DATE_FORMATTERS = ['datetime', 'datetime-interval', 'relative-time', 'timesince', 'google-calendar-url'];
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

// Quarters, weeks, the modified Julian day, `l`, exemplar cities (VVV, VVVV), six-letter weekdays and the
// two- and three-letter generic zone names. `datetime` writes ISO offsets (x X Z) and zone ids (V VV) by hand
// and reads one- and two-letter numeric weekdays (c e) as the reference's best fit does; `datetime-interval`
// does neither yet.
const FIELDS_INTL_LACKS = /[QqwWgl]|V{3}|[ce]{6}|(?<!v)v{2,3}(?!v)/;
const FIELDS_INTERVALS_LACK = /[QqwWceglxXZVv]/;

/** The template without the date calls whose skeleton asks for a field Intl cannot write. */
function withoutUnwritableSkeletons(template: string): string {
  return template.replace(CALL, (call, name: string, delimiter: string, argText: string) => {
    if (name !== 'datetime' && name !== 'datetime-interval') return call;
    const args = delimiter && delimiter.trim() !== '' ? argText.split(delimiter) : argText.split(' ').filter(Boolean);
    return (name === 'datetime' ? FIELDS_INTL_LACKS : FIELDS_INTERVALS_LACK).test(skeletonOf(name, args)) ? '' : call;
  });
}

// The instants both engines read alike: from the Gregorian calendar's first day (1582-10-15; before it the
// reference counts Julian days, which Intl cannot) to 8390 (where the reference's zone rules end).
const FIRST_SAFE_INSTANT = Date.UTC(1582, 9, 15);
const LAST_SAFE_INSTANT = 2.026e14;

function instantOutsideRange(value: unknown): boolean {
  if (typeof value === 'number') return value < FIRST_SAFE_INSTANT || value > LAST_SAFE_INSTANT || Number.isNaN(value);
  if (typeof value === 'string') {
    const n = value.includes('.') ? parseFloat(value) : parseInt(value, 10);
    return Number.isFinite(n) && (n < FIRST_SAFE_INSTANT || n > LAST_SAFE_INSTANT);
  }
  if (value !== null && typeof value === 'object') return Object.values(value).some(instantOutsideRange);
  return false;
}

function caseHasInstantOutsideRange(c: DiffCase): boolean {
  if (instantOutsideRange(c.json)) return true;
  return Object.values(c.injects ?? {}).some((text) => {
    try {
      return instantOutsideRange(JSON.parse(text));
    } catch {
      return false;
    }
  });
}

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

/** How many money amounts (`value`, `decimalValue`) in the data are past 2^53 minor units. */
function hugeAmountCount(json: unknown): number {
  let count = 0;
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (v === null || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      if ((k === 'value' || k === 'decimalValue') && (typeof x === 'number' || typeof x === 'string') && Math.abs(Number(x)) * 100 > Number.MAX_SAFE_INTEGER) count++;
      else walk(x);
    }
  };
  walk(json);
  return count;
}

export const OPEN_DIFFERENCES: readonly OpenDifference[] = [
  {
    issueClass: 'new',
    id: 'prices-past-2-to-the-53',
    title:
      'price formatters comparing two amounts past 2^53 minor units (the cheapest variant, a sale below the price): Kiosk prints such an amount exactly but compares the rounded doubles; the reference compares exact decimals',
    // Only a case with two or more such amounts: one alone prints exactly in both engines.
    neutralise: (c) => (hugeAmountCount(c.json) >= 2 ? dropFormatters(...PRICE_FORMATTERS)(c) : undefined),
    sample: {
      template: '{@|normal-price}',
      json: { structuredContent: { productType: 1, variants: [{ priceMoney: { value: '90071992547409930' } }, { priceMoney: { value: '90071992547409931' } }] } },
    },
  },
  {
    issueClass: 'new',
    id: 'datetime-fields-intl-cannot-write',
    title:
      'datetime skeletons asking for quarters (Q q), weeks (w W), the modified Julian day (g), `l`, exemplar cities (VVV VVVV) or two- and three-letter generic names (vv vvv), and datetime-interval skeletons with any of these, numeric weekdays (c e), ISO offsets (x X Z) or zone ids (V): Intl has no such fields; the reference matches a CLDR pattern',
    neutralise: (c) => (usesFormatter(c, 'datetime', 'datetime-interval') ? rewriteTemplates(c, withoutUnwritableSkeletons) : undefined),
    sample: { template: '{n|datetime yQ}', json: { n: 1700000000000 } },
  },
  {
    issueClass: 'new',
    id: 'dates-outside-1583-to-8390',
    title:
      'date formatters on instants before 1582-10-15 or after 8390: the reference uses the Julian calendar before the Gregorian one (Intl has none), its zone rules end in 8390 and it clamps later dates to 8652',
    // `message` too when the data holds a message with a date argument (`{0 datetime}`).
    neutralise: (c) => {
      const readers = JSON.stringify(c.json ?? null).includes('datetime') ? [...DATE_FORMATTERS, 'message'] : DATE_FORMATTERS;
      return usesFormatter(c, ...readers) && caseHasInstantOutsideRange(c) ? rewriteTemplates(c, (t) => withoutCalls(t, readers)) : undefined;
    },
    sample: { template: '{n|datetime}', json: { n: 1e16 } },
  },
];
