/**
 * Differences Kiosk keeps on purpose (issue 12), each backed by the Java engine or the product
 * specification; engine/docs/deliberate-differences.md gives each one's reason. The differential test
 * accepts these and nothing else besides the still-open list (open-differences.ts).
 */
import { createRegistry } from '../../../engine';
import { localeCurrency } from '../../../engine/plugins/commerce/prices/locale-currency';
import type { DiffCase } from './case';
import { referenceFormatterNames } from './engines';
import {
  allTemplateText, caseHasInstantOutside, rewriteTemplates, usesFormatter, usesPredicate, withoutDateDirectives, withoutFormatters, type KnownDifference,
} from './known-difference';

/** An output with every run of digits and separators collapsed: equal when only the amounts differ. */
const amountsCollapsed = (s: string) => s.replace(/[\d.,\u00a0\u202f]+/g, '#');

/** Formatters the reference registers as no-ops (formatters.missing) and the Java engine implements. */
export const JAVA_ONLY_FORMATTERS = ['money-format', 'i18n-money-format', 'unit', 'datetimefield', 'money-string', 'moneyFormat'];

/** Formatters Kiosk adds for its own image pipeline; the reference does not know them. */
const kioskFormatters = new Set(createRegistry().formatterNames());
export const KIOSK_ONLY_FORMATTERS = [...kioskFormatters].filter((name) => !referenceFormatterNames.includes(name));

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/**
 * Kiosk's output with the `data-*` attribute values the reference prints raw unescaped again: an
 * attribute the reference prints exactly as Kiosk does (it escapes some, such as data-variants) stays.
 */
function withRawDataAttributes(kiosk: string, reference: string): string {
  return kiosk.replace(/\bdata-[\w-]+="[^"]*"/g, (attribute) =>
    reference.includes(attribute) ? attribute : attribute.replace(/&(?:quot|#39|lt|gt|amp);/g, (e) => ENTITIES[e]),
  );
}

// Formatters that write markup around store data.
const WIDGETS = ['add-to-cart-btn', 'product-quick-view', 'variants-select', 'summary-form-field', 'product-restock-notification', 'product-scarcity', 'quantity-input', 'product-checkout'];
const WIDGET_ARGS = new RegExp(`(\\|\\s*(?:${WIDGETS.join('|')}))([^|}]*)`, 'g');
const unescaped = (html: string) => html.replace(/&(?:quot|#39|lt|gt|amp);/g, (e) => ENTITIES[e]);

// A `|date` call and every formatter call after it in its tag.
const DATE_AND_LATER_CALLS = /\|\s*date(?=[^\w-]|$)[^}]*/g;

const DIGIT_OPTION = /((?:digits|frac|sig|minint)\w*:)(\d+)/gi;

function withUtcWebsite(c: DiffCase): DiffCase | undefined {
  if (!usesPredicate(c, 'same-day?') || !c.json || typeof c.json !== 'object' || Array.isArray(c.json)) return undefined;
  const json = c.json as Record<string, unknown>;
  const website = json.website && typeof json.website === 'object' ? json.website : {};
  return { ...c, json: { ...json, website: { ...website, timeZone: 'UTC' } } };
}

/** `json` with `edit` applied to every object in it (a copy; undefined when nothing changed). */
function rewriteObjects(json: unknown, edit: (o: Record<string, unknown>) => Record<string, unknown> | undefined): unknown {
  let changed = false;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    const copy: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) copy[k] = walk(x);
    const edited = edit(copy);
    if (edited === undefined) return copy;
    changed = true;
    return edited;
  };
  const out = walk(json);
  return changed ? out : undefined;
}

const withJson = (c: DiffCase, json: unknown): DiffCase | undefined => (json === undefined ? undefined : { ...c, json });

// An amount strictly between 0 and 1, which the reference's decimal compares as more than 0.
const isSmallFraction = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) && Number(v) > 0 && Number(v) < 1;

// A negative amount, or one written with a minus sign ("-0"): the reference's decimal compares these by size.
const isNegativeAmount = (v: unknown) =>
  typeof v === 'number' ? v < 0 : typeof v === 'string' && /^-(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(v.trim());

// Formatters and predicates that read a number as an instant.
const INSTANT_READERS = ['date', 'datetime', 'datetime-interval', 'timesince', 'relative-time', 'google-calendar-url', 'message'];

/** A negative number that is not whole (or such a number as text), which the reference floors and Java truncates. */
function isNegativeFraction(v: unknown): boolean {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n < 0 && !Number.isInteger(n);
}

/** `json` with every negative fraction truncated toward zero (a copy; undefined when there is none). */
function withInstantsTruncated(json: unknown): unknown {
  let changed = false;
  const walk = (v: unknown): unknown => {
    if (isNegativeFraction(v)) {
      changed = true;
      return typeof v === 'number' ? Math.trunc(v) : String(Math.trunc(Number(v)));
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
  };
  const out = walk(json);
  return changed ? out : undefined;
}

// The instants whose seconds since 1970 fit 32 bits (1901-12-13T20:45:52Z to 2038-01-19T03:14:07.999Z).
const INT32_SECONDS_FROM = -(2 ** 31) * 1000;
const INT32_SECONDS_TO = 2 ** 31 * 1000 - 1;

// A tag calling `cycle`.
const CYCLE_TAG = /\{[^{}]*\|\s*cycle(?=[^\w-]|$)[^{}]*\}/g;

export const DELIBERATE_DIFFERENCES: readonly KnownDifference[] = [
  {
    id: 'jpy-zero-fraction-digits',
    title: 'JPY amounts have 0 fraction digits',
    // JPY named in the case, or (for `bookkeeper-money-format`, which formats cents in the locale's currency) implied by a Japanese locale.
    matches: ({ case: c, kiosk, reference, kind }) =>
      kind === 'output' &&
      (JSON.stringify([c.json, c.template, c.partials ?? null]).includes('JPY') ||
        (localeCurrency(c.locale) === 'JPY' && usesFormatter(c, 'bookkeeper-money-format'))) &&
      amountsCollapsed(kiosk.output) === amountsCollapsed(reference.output),
    neutralise: (c) => {
      const text = JSON.stringify([c.json, c.template, c.partials ?? null]);
      if (!text.includes('JPY')) return undefined;
      const [json, template, partials] = JSON.parse(text.replaceAll('JPY', 'USD')) as [unknown, string, Record<string, string> | null];
      return { ...c, json, template, ...(partials ? { partials } : {}) };
    },
  },
  {
    id: 'same-day-in-website-time-zone',
    title: '`same-day?` compares calendar days in the website time zone',
    // With the website in UTC the two readings coincide: any difference left is something else.
    neutralise: withUtcWebsite,
  },
  {
    id: 'number-options-above-21-digits',
    title: 'number format options asking for more than 21 digits',
    neutralise: (c) =>
      [...allTemplateText(c).matchAll(DIGIT_OPTION)].some((m) => Number(m[2]) > 21)
        ? rewriteTemplates(c, (t) => t.replace(DIGIT_OPTION, (_, key: string, n: string) => `${key}${Math.min(Number(n), 21)}`))
        : undefined,
  },
  {
    id: 'date-invalid-date',
    title: "the date formatter prints 'Invalid Date' for a value that is not a date (spec §8)",
    // Also when the text flows on through later formatters of the same tag (`|date|timesince`): the engines
    // then agree once each `|date` call and the calls after it are taken out.
    matches: ({ case: c, kiosk, reference, kind, rerun }) => {
      if (kind !== 'output' || !usesFormatter(c, 'date')) return false;
      if (kiosk.output.replaceAll('Invalid Date', '') === reference.output) return true;
      const rewritten = rewriteTemplates(c, (t) => t.replace(DATE_AND_LATER_CALLS, ''));
      // Where Kiosk prints 'Invalid Date' the reference's formatter throws, and a throw inside a variable tag
      // leaves the value the tag pushed on the reference's stack for the rest of the render, so later
      // sections resolve differently there too; or the text flowed on through later formatters.
      if (!rewritten || !(kiosk.output.includes('Invalid Date') || /\|\s*date(?=[^\w-]|$)[^}]*\|/.test(allTemplateText(c)))) return false;
      const again = rerun(rewritten);
      return again.kiosk.output === again.reference.output && !again.kiosk.threw && !again.reference.threw;
    },
  },
  {
    id: 'kiosk-only-formatters',
    title: 'formatters Kiosk adds for its image pipeline (`image-src`, `image-object-position`): the reference refuses the template',
    matches: ({ kind, kiosk, reference }) =>
      kind === 'compile-error' &&
      kiosk.compileErrors.length === 0 &&
      reference.compileErrors.length > 0 &&
      reference.compileErrors.every((e) => {
        const name = /Formatter '([^']+)' is unknown/.exec(e)?.[1];
        return name !== undefined && kioskFormatters.has(name);
      }),
    neutralise: (c) => (usesFormatter(c, ...KIOSK_ONLY_FORMATTERS) ? rewriteTemplates(c, (t) => withoutFormatters(t, KIOSK_ONLY_FORMATTERS)) : undefined),
  },
  {
    id: 'widget-attribute-escaping',
    title: 'commerce widgets escape their `data-*` attribute values and the labels and titles they print; the reference prints them raw',
    matches: ({ case: c, kind, kiosk, reference }) =>
      (kind === 'output' || kind === 'whitespace') &&
      ((kiosk.output.includes('data-') && withRawDataAttributes(kiosk.output, reference.output) === reference.output) ||
        (usesFormatter(c, ...WIDGETS) && unescaped(kiosk.output) === unescaped(reference.output))),
    // The value then flows on through later formatters (`|capitalize`, `|htmlattr`): the engines agree once the
    // widgets' arguments carry no character to escape.
    neutralise: (c) => (usesFormatter(c, ...WIDGETS) ? rewriteTemplates(c, (t) => t.replace(WIDGET_ARGS, (_, head: string, args: string) => head + args.replace(/["'<>&]/g, ''))) : undefined),
  },
  {
    id: 'date-epoch-seconds-past-32-bits',
    title: "`date`'s `%s` prints an instant's seconds since 1970 whole; the reference truncates them to 32 bits, so before 1901-12-13 and after 2038-01-19 it prints wrapped numbers (2040-07-01 12:00 UTC: -2070210496)",
    neutralise: (c) => (usesFormatter(c, 'date') && caseHasInstantOutside(c, INT32_SECONDS_FROM, INT32_SECONDS_TO) ? withoutDateDirectives(c, ['s']) : undefined),
  },
  {
    id: 'instants-in-whole-milliseconds',
    title: 'an instant that is not a whole number of milliseconds is truncated toward zero, as the Java engine reads it; the reference floors it, and writes 24:00 of the day before for a tiny negative one',
    neutralise: (c) => (usesFormatter(c, ...INSTANT_READERS) || usesPredicate(c, 'same-day') ? withJson(c, withInstantsTruncated(c.json)) : undefined),
  },
  {
    id: 'cycle-without-a-position',
    title: '`cycle` with no arguments, or over a value that is no number, gives a missing value, which `raw` prints as `null`; the reference gives JavaScript `undefined`, which `raw` prints as nothing',
    neutralise: (c) => (usesFormatter(c, 'cycle') && usesFormatter(c, 'raw') ? rewriteTemplates(c, (t) => t.replace(CYCLE_TAG, (tag) => withoutFormatters(tag, ['raw']))) : undefined),
  },
  {
    id: 'decimal-negatives-compared-by-size',
    title: "price rules compare amounts as numbers; the reference's decimal `compare` orders two negative amounts of different scales by their size (-1.5 below -2, -0 below -0.001)",
    // Every negative amount made positive: the comparisons then come out the same in both engines (the small
    // fractions this leaves are the next entry's).
    neutralise: (c) =>
      withJson(
        c,
        rewriteObjects(c.json, (o) => {
          const keys = ['value', 'decimalValue'].filter((k) => isNegativeAmount(o[k]));
          if (keys.length === 0) return undefined;
          for (const k of keys) o[k] = typeof o[k] === 'number' ? -(o[k] as number) : (o[k] as string).trim().slice(1);
          return o;
        }),
      ),
  },
  {
    id: 'decimal-zero-above-fractions',
    title: "price rules compare amounts as numbers; the reference's decimal `compare` puts 0 above any amount between 0 and 1 (0.5 is cheaper than 0 there)",
    // Amounts between 0 and 1 moved up by one: the comparisons then come out the same in both engines.
    neutralise: (c) =>
      withJson(
        c,
        rewriteObjects(c.json, (o) => {
          const keys = ['value', 'decimalValue'].filter((k) => isSmallFraction(o[k]));
          if (keys.length === 0) return undefined;
          for (const k of keys) o[k] = String(Number(o[k]) + 1);
          return o;
        }),
      ),
  },
  {
    id: 'cldr-money-flag-in-website-settings',
    title: 'price formatters also read `useCLDRMoneyFormat` from the website settings (spec §3); the reference reads it from `featureFlags` only',
    neutralise: (c) =>
      withJson(
        c,
        rewriteObjects(c.json, (o) => {
          const website = o.website;
          if (website === null || typeof website !== 'object' || !Object.hasOwn(website, 'useCLDRMoneyFormat')) return undefined;
          const { useCLDRMoneyFormat: _flag, ...rest } = website as Record<string, unknown>;
          return { ...o, website: rest };
        }),
      ),
  },
  {
    id: 'java-formatters-reference-leaves-unimplemented',
    title: 'formatters the reference registers as no-ops and the Java engine implements',
    neutralise: (c) => (usesFormatter(c, ...JAVA_ONLY_FORMATTERS) ? rewriteTemplates(c, (t) => withoutFormatters(t, JAVA_ONLY_FORMATTERS)) : undefined),
  },
];
