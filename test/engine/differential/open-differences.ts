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

// Quarters, weeks, numeric weekdays (c, e), the modified Julian day, `l`, ISO offsets and zone ids, generic
// zone names.
const FIELDS_INTL_LACKS = /[QqwWceglxXZVv]/;

/** The template without the date calls whose skeleton asks for a field Intl cannot write. */
function withoutUnwritableSkeletons(template: string): string {
  return template.replace(CALL, (call, name: string, delimiter: string, argText: string) => {
    if (name !== 'datetime' && name !== 'datetime-interval') return call;
    const args = delimiter && delimiter.trim() !== '' ? argText.split(delimiter) : argText.split(' ').filter(Boolean);
    return FIELDS_INTL_LACKS.test(skeletonOf(name, args)) ? '' : call;
  });
}

// The instants both engines read alike: from 1970 (ICU names time zones from then on) to 8390 (where the
// reference's zone rules end); before 1583 the reference also switches to the Julian calendar.
const FIRST_SAFE_INSTANT = 0;
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


// A variable tag (not an instruction such as `{.var}`), and in it a `get` call with its arguments.
const VARIABLE_TAG = /\{[^.{}][^{}]*\}/g;
const GET_CALL = /\|\s*get([^\w|}-])([^|}]*)(?=[|}])/g;

/** The template without the `get` calls of variable tags that have an argument starting with `@`. */
function withoutGetOfBindings(template: string): string {
  return template.replace(VARIABLE_TAG, (tag) =>
    tag.replace(GET_CALL, (call, delimiter: string, args: string) => (args.split(delimiter.trim() === '' ? /\s+/ : delimiter).some((a) => a.startsWith('@')) ? '' : call)),
  );
}

export const OPEN_DIFFERENCES: readonly OpenDifference[] = [
  {
    issueClass: 'new',
    id: 'variable-tag-formatters-see-the-value-pushed',
    title:
      "in a variable tag the reference pushes the variable's value on the stack while its formatters run (`executeVariable`; `{.var}` does not), so `{people|get @}` reads `@` as `people`; Kiosk's formatters see the enclosing scope. Fix: push the value for variable tags in engine/compiler/variables.ts",
    neutralise: (c) => rewriteTemplates(c, withoutGetOfBindings),
    sample: { template: '{.repeated section s}{people|get @}{.end}', json: { s: ['a'], people: { a: 'A' } } },
  },
  {
    issueClass: 'new',
    id: 'commerce-price-rules-on-odd-variants',
    title:
      "the reference's price rules on odd variants: a variant that is not an object still counts, prices compare by deep equality, a variant without a price or sale price still takes part",
    neutralise: dropFormatters('product-price', 'from-price', 'normal-price', 'sale-price', 'subscription-price', 'product-status'),
    sample: { template: '{@|product-price}', json: { structuredContent: { productType: 1, variants: [{ price: 0 }, null] } } },
  },
  {
    issueClass: 'new',
    id: 'commerce-widgets-on-odd-values',
    title:
      'commerce widgets given values of the wrong type (an array where text is expected in the merchandising context, a likert answer set that is not an object; the reference throws on a missing one and prints nothing)',
    neutralise: dropFormatters('product-restock-notification', 'product-scarcity', 'quantity-input', 'summary-form-field'),
    sample: { template: '{field|summary-form-field}', json: { field: { type: 'likert' } } },
  },
  {
    issueClass: 'new',
    id: 'datetime-fields-intl-cannot-write',
    title:
      'datetime skeletons asking for quarters (Q q), weeks (w W), numeric weekdays (c e), the modified Julian day (g), ISO offsets (x X Z) or zone ids and generic names (V v): Intl has no such fields; the reference matches a CLDR pattern',
    neutralise: (c) => (usesFormatter(c, 'datetime', 'datetime-interval') ? rewriteTemplates(c, withoutUnwritableSkeletons) : undefined),
    sample: { template: '{n|datetime yQ}', json: { n: 1700000000000 } },
  },
  {
    issueClass: 'new',
    id: 'dates-outside-1970-to-8390',
    title:
      'date formatters on instants before 1970 or after 8390: ICU names time zones from 1970 on; the reference uses the Julian calendar before 1583, its zone rules end in 8390 and it clamps later dates to 8652',
    neutralise: (c) =>
      usesFormatter(c, ...DATE_FORMATTERS) && caseHasInstantOutsideRange(c) ? rewriteTemplates(c, (t) => withoutCalls(t, DATE_FORMATTERS)) : undefined,
    sample: { template: '{n|datetime}', json: { n: 1e16 } },
  },
];
