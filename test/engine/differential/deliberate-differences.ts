/**
 * Differences Kiosk keeps on purpose (issue 12), each backed by the Java engine or the product
 * specification; engine/docs/deliberate-differences.md gives each one's reason. The differential test
 * accepts these and nothing else besides the still-open list (open-differences.ts).
 */
import { createRegistry } from '../../../engine';
import type { DiffCase } from './case';
import { referenceFormatterNames } from './engines';
import { allTemplateText, rewriteTemplates, usesFormatter, usesPredicate, withoutFormatters, type KnownDifference } from './known-difference';

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

// A `|date` call and every formatter call after it in its tag.
const DATE_AND_LATER_CALLS = /\|\s*date(?=[^\w-]|$)[^}]*/g;

const DIGIT_OPTION = /((?:digits|frac|sig|minint)\w*:)(\d+)/gi;

function withUtcWebsite(c: DiffCase): DiffCase | undefined {
  if (!usesPredicate(c, 'same-day?') || !c.json || typeof c.json !== 'object' || Array.isArray(c.json)) return undefined;
  const json = c.json as Record<string, unknown>;
  const website = json.website && typeof json.website === 'object' ? json.website : {};
  return { ...c, json: { ...json, website: { ...website, timeZone: 'UTC' } } };
}

export const DELIBERATE_DIFFERENCES: readonly KnownDifference[] = [
  {
    id: 'jpy-zero-fraction-digits',
    title: 'JPY amounts have 0 fraction digits',
    matches: ({ case: c, kiosk, reference, kind }) =>
      kind === 'output' &&
      JSON.stringify([c.json, c.template, c.partials ?? null]).includes('JPY') &&
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
      if (!rewritten || !/\|\s*date(?=[^\w-]|$)[^}]*\|/.test(allTemplateText(c))) return false;
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
    title: 'commerce widgets escape their `data-*` attribute values; the reference prints them raw',
    matches: ({ kind, kiosk, reference }) =>
      (kind === 'output' || kind === 'whitespace') &&
      kiosk.output.includes('data-') &&
      withRawDataAttributes(kiosk.output, reference.output) === reference.output,
  },
  {
    id: 'java-formatters-reference-leaves-unimplemented',
    title: 'formatters the reference registers as no-ops and the Java engine implements',
    neutralise: (c) => (usesFormatter(c, ...JAVA_ONLY_FORMATTERS) ? rewriteTemplates(c, (t) => withoutFormatters(t, JAVA_ONLY_FORMATTERS)) : undefined),
  },
];
