/**
 * THE STILL-OPEN LIST: differences between Kiosk and the reference that are being fixed (issue 12,
 * classes 1–14) or that this harness found and nobody has fixed yet (`issueClass: 'new'`). The
 * differential test tolerates them so it passes while the fixes land: delete an entry as soon as its
 * class agrees with the reference. Most entries neutralise their feature (see known-difference.ts), so a
 * different difference in the same case still fails the test.
 */
import { compile, createRegistry } from '../../../engine';
import type { DiffCase } from './case';
import { referenceFormatterNames } from './engines';
import { allTemplateText, rewriteTemplates, usesFormatter, usesPredicate, withoutFormatters, type KnownDifference } from './known-difference';

export interface OpenDifference extends KnownDifference {
  /** the class number in issue 12, or 'new' for a class this harness found that the issue does not list */
  issueClass: number | 'new';
  /** a case showing the difference (when the engines agree on it, the entry is probably fixed) */
  sample: Pick<DiffCase, 'template' | 'json' | 'partials'>;
}

/** Neutraliser that drops calls of the named formatters, when the case makes any. */
const dropFormatters =
  (...names: string[]) =>
  (c: DiffCase) =>
    usesFormatter(c, ...names) ? rewriteTemplates(c, (t) => withoutFormatters(t, names)) : undefined;

/** Removes a key everywhere in a JSON value. */
function withoutKey(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutKey(v, key));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key).map(([k, v]) => [k, withoutKey(v, key)]));
}

/** Each `{` whose tag is interrupted by another `{` before its `}`, made plain text for both engines. */
function withoutInterruptedTags(t: string): string {
  return t.replace(/\{(?=[^{}]*\{)/g, '\uE000');
}

/** The case with every null inside an array replaced by "" (which both engines print as nothing). */
function withoutNullsInArrays(c: DiffCase): DiffCase | undefined {
  const strip = (v: unknown): unknown =>
    Array.isArray(v) ? v.map((x) => (x === null ? '' : strip(x)))
    : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, strip(x)]))
    : v;
  const json = strip(c.json);
  return JSON.stringify(json) === JSON.stringify(c.json) ? undefined : { ...c, json };
}

/** True for a time zone name the platform knows. */
function isZoneName(zone: unknown): boolean {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const kioskFormatters = new Set(createRegistry().formatterNames());

export const OPEN_DIFFERENCES: readonly OpenDifference[] = [
  {
    issueClass: 1,
    id: 'section-name-looked-up-the-stack',
    title: 'a section name is resolved up the context stack instead of in the current frame',
    // `@.name` is "name in the current frame" in both engines: the reference's reading of a plain name.
    neutralise: (c) => rewriteTemplates(c, (t) => t.replace(/\{\.(repeated section|section) (?=[^@$\s}])/g, '{.$1 @.')),
    sample: { template: '{.section a}{.section b}[{@}]{.end}{.end}', json: { a: {}, b: 1 } },
  },
  {
    issueClass: 2,
    id: 'brace-inside-tag',
    title: 'a `{` inside a tag swallows what follows instead of restarting the tag',
    neutralise: (c) => rewriteTemplates(c, withoutInterruptedTags),
    sample: { template: '{x|html {y}', json: { y: 1 } },
  },
  {
    issueClass: 3,
    id: 'promoted-block-type-predicates',
    title: '`video?`, `image?`, `quote?`, `link?`, `gallery?` ignore `promotedBlockType`',
    neutralise: (c) =>
      usesPredicate(c, 'video?', 'image?', 'quote?', 'link?', 'gallery?') && JSON.stringify(c.json ?? null).includes('"promotedBlockType"')
        ? { ...c, json: withoutKey(c.json, 'promotedBlockType') }
        : undefined,
    sample: { template: '{.video?}V{.or}-{.end}', json: { promotedBlockType: 'video' } },
  },
  {
    issueClass: 4,
    id: 'message-arguments',
    title: '`message` named, positional and mixed arguments',
    neutralise: dropFormatters('message'),
    sample: { template: '{msg|message name=n}', json: { msg: 'Hi {name}', n: 'Ann' } },
  },
  {
    issueClass: 5,
    id: 'datetime-skeletons-and-intervals',
    title: '`datetime` date+time skeletons, `datetime-interval` and message intervals',
    neutralise: (c) =>
      usesFormatter(c, 'datetime-interval') || /\|\s*datetime\s[^|}]*date:[^|}]*time:/.test(allTemplateText(c))
        ? rewriteTemplates(c, (t) => withoutFormatters(t, ['datetime-interval']).replace(/\|\s*datetime\s[^|}]*date:[^|}]*time:[^|}]*/g, ''))
        : undefined,
    sample: { template: '{t|datetime date:medium time:hm}', json: { t: 1710052200000 } },
  },
  {
    issueClass: 6,
    id: 'comments-and-image-attributes',
    title: '`comments` data-collection-id; `image`/`image-meta` data-component-key',
    neutralise: dropFormatters('comments', 'image', 'image-meta'),
    sample: { template: '{@|comments}', json: { id: 't' } },
  },
  {
    issueClass: 7,
    id: 'add-to-cart-and-variants-select',
    title: '`add-to-cart-btn` subscription option id; `variants-select` gift card option title',
    neutralise: dropFormatters('add-to-cart-btn', 'variants-select'),
    sample: { template: '{item|variants-select}', json: { item: { structuredContent: { variants: [null, null], variantOptionOrdering: ['color'] } } } },
  },
  {
    issueClass: 8,
    id: 'inject-with-arguments',
    title: '`{.inject @var path args…}` with arguments is printed as text',
    neutralise: (c) => rewriteTemplates(c, (t) => t.replace(/(\{\.inject\s+\S+\s+[^\s}]+)\s[^}]*\}/g, '$1}')),
    sample: { template: '{.inject @v a.json x}{@v}', json: {} },
  },
  {
    issueClass: 9,
    id: 'two-or-in-one-block',
    title: 'two `{.or}` in one block are accepted',
    neutralise: (c) => ((allTemplateText(c).match(/\{\.or[ }]/g)?.length ?? 0) >= 2 ? rewriteTemplates(c, (t) => t.replaceAll('{.or}', '')) : undefined),
    sample: { template: '{.section a}A{.or}B{.or}C{.end}', json: {} },
  },
  {
    issueClass: 10,
    id: 'decimal-short-and-percentage-format',
    title: '`decimal style:short` on numeric strings; `percentage-format` of tiny negatives',
    neutralise: (c) =>
      usesFormatter(c, 'percentage-format') || /\|\s*decimal\s[^|}]*style:short/.test(allTemplateText(c))
        ? rewriteTemplates(c, (t) => withoutFormatters(t, ['percentage-format']).replace(/\|\s*decimal\s[^|}]*style:short[^|}]*/g, ''))
        : undefined,
    sample: { template: '{n|decimal style:short}', json: { n: '12345' } },
  },
  {
    issueClass: 11,
    id: 'if-mixed-operators-and-repeated-array-on-stack',
    title: '`.if` mixing `||` and `&&`; the array itself missing from the stack in a repeated section',
    neutralise: (c) =>
      rewriteTemplates(c, (t) =>
        t
          .replace(/\{\.if ([^\s|&}]+)\s*(?:\|\||&&)[^}]*(?:\|\||&&)[^}]*\}/g, '{.if $1}')
          .replace(/\{\d[^{}]*\}/g, (tag) => (/\{\.repeated section /.test(t) ? '' : tag)),
      ),
    sample: { template: '{.if a || b && c}Y{.or}N{.end}', json: { a: 1, b: 0, c: 0 } },
  },
  {
    issueClass: 12,
    id: 'bare-dollar-and-numeric-variable-references',
    title: 'bare `$`, `$1`, `@1`, `a.$` references are accepted',
    neutralise: (c) => rewriteTemplates(c, (t) => t.replace(/(?<=[{.,\s=])(?:\$\d*|@\d+)(?=[.|},\s])/g, 'zz')),
    sample: { template: '{$1}{@1}{a.$}', json: { a: 1 } },
  },
  {
    issueClass: 13,
    id: 'missing-find-first-find-last-line-breaks-units-metric',
    title: 'formatters `find-first`, `find-last`, `line-breaks` and predicate `units-metric?` missing',
    neutralise: (c) =>
      usesFormatter(c, 'find-first', 'find-last', 'line-breaks') || usesPredicate(c, 'units-metric?')
        ? rewriteTemplates(c, (t) => withoutFormatters(t, ['find-first', 'find-last', 'line-breaks']).replace(/units-metric\?[^}]*/g, 'equal? 1 2'))
        : undefined,
    sample: { template: '{s|line-breaks}', json: { s: 'a\nb' } },
  },
  {
    issueClass: 14,
    id: 'compile-errors-where-the-reference-renders',
    title: 'syntax errors at compile time where the reference renders; `.eval` `||`/`&&` return operands',
    matches: ({ kiosk, reference, kind }) => kind === 'compile-error' && kiosk.compileErrors.length > 0 && reference.compileErrors.length === 0,
    neutralise: (c) => rewriteTemplates(c, (t) => t.replace(/\{\.eval [^}]*\}/g, (tag) => tag.replace(/\|\||&&/g, '+'))),
    sample: { template: '{@|truncate abc}', json: 'hello' },
  },
  {
    issueClass: 'new',
    id: 'macro-defined-inside-a-macro',
    title: 'a `.macro` defined inside another macro\'s body: Kiosk\'s `apply` finds the inner one, the reference the outer (and recursion past the depth limit prints nothing there)',
    // Broad on purpose until it is fixed: any difference in a case with a nested macro definition.
    matches: ({ case: c }) => /\{\.macro[^}]*\}(?:(?!\{\.end\})[\s\S])*\{\.macro/.test(allTemplateText(c)),
    sample: { template: '{.macro m1}{@|apply m1}{.macro m1}{ x}{.end}{@|apply m1}{.end}{a|apply m1}', json: {} },
  },
  {
    issueClass: 'new',
    id: 'eval-debug-flag',
    title: '`{.eval #expr}` (debug flag) prints nothing; the reference prints `EVAL=[tokens] -> value`',
    neutralise: (c) => rewriteTemplates(c, (t) => t.replace(/\{\.eval\s*#/g, '{.eval ')),
    sample: { template: '{.eval #1+2}', json: {} },
  },
  {
    issueClass: 'new',
    id: 'eval-assignment-inside-expression',
    title: '`.eval` assigns inside a larger expression (`num(@w = 0)`, `@a = 1 @b`); the reference does not',
    neutralise: (c) => rewriteTemplates(c, (t) => t.replace(/\{\.eval [^}]*\}/g, (tag) => tag.replace(/@[\w-]+\s*=(?!=)/g, ''))),
    sample: { template: '{.eval @a = 600 @b}{@a}', json: {} },
  },
  {
    issueClass: 'new',
    id: 'kiosk-only-formatters',
    title: 'formatters Kiosk registers and the reference does not (`image-src`, …): the reference refuses the template',
    matches: ({ kind, kiosk, reference }) =>
      kind === 'compile-error' &&
      kiosk.compileErrors.length === 0 &&
      reference.compileErrors.length > 0 &&
      reference.compileErrors.every((e) => {
        const name = /Formatter '([^']+)' is unknown/.exec(e)?.[1];
        return name !== undefined && kioskFormatters.has(name);
      }),
    neutralise: (c) => {
      const kioskOnly = [...kioskFormatters].filter((name) => !referenceFormatterNames.includes(name));
      return usesFormatter(c, ...kioskOnly) ? rewriteTemplates(c, (t) => withoutFormatters(t, kioskOnly)) : undefined;
    },
    sample: { template: '{a|image-src}', json: {} },
  },
  {
    issueClass: 'new',
    id: 'formatters-on-missing-or-odd-input',
    title: 'formatters given a missing, null or wrong-typed value (the reference reads it as 0 or empty and prints)',
    neutralise: dropFormatters(
      'datetime', 'relative-time', 'timesince', 'money', 'product-price', 'product-scarcity', 'product-restock-notification',
      'product-quick-view', 'subscription-price', 'sale-price', 'normal-price', 'from-price', 'image-srcset', 'summary-form-field',
      'twitter-follow-button', 'website-color', 'image-color', 'quantity-input', 'product-checkout', 'product-status',
      'item-classes', 'cart-quantity', 'audio-player', 'mod', 'plural', 'truncate', 'color-weight', 'google-calendar-url',
      'comment-link', 'like-button', 'get', 'lookup', 'datetime-interval', 'date', 'squarespaceThumbnailForHeight',
      'squarespaceThumbnailForWidth',
    ),
    sample: { template: '{t|datetime}|{@|product-price}', json: {} },
  },
  {
    issueClass: 'new',
    id: 'commerce-predicates-on-odd-variants',
    title: '`sold-out?`, `has-variants?`, `varied-prices?`, `on-sale?` given null or non-object variants',
    neutralise: (c) =>
      usesPredicate(c, 'sold-out?', 'has-variants?', 'varied-prices?', 'on-sale?')
        ? rewriteTemplates(c, (t) => t.replace(/(?:sold-out|has-variants|varied-prices|on-sale)\?[^}]*/g, 'equal? 1 2'))
        : undefined,
    sample: { template: '{.has-variants?}yes{.end}', json: { structuredContent: { productType: 1, variants: ['{}', {}] } } },
  },
  {
    issueClass: 'new',
    id: 'eof-instruction',
    title: '`{.eof}` is printed as text; the reference reads it as end of input and refuses what follows',
    neutralise: (c) => rewriteTemplates(c, (t) => t.replaceAll('{.eof}', '')),
    sample: { template: '{.eof}', json: {} },
  },
  {
    issueClass: 'new',
    id: 'eval-unsigned-shift-and-empty-calls',
    title: '`.eval` `>>>` and functions called without arguments (`bool()`): the reference prints nothing',
    neutralise: (c) =>
      rewriteTemplates(c, (t) => t.replace(/\{\.eval [^}]*\}/g, (tag) => tag.replaceAll('>>>', '+').replace(/\b[a-z]+\(\s*\)/g, 'null'))),
    sample: { template: '{.eval bool()}|{.eval 1 >>> 2}', json: {} },
  },
  {
    issueClass: 'new',
    id: 'partial-that-fails-to-parse',
    title: 'a partial that fails to parse renders what was parsed; the reference renders nothing for it',
    neutralise: (c) => {
      const broken = Object.keys(c.partials ?? {}).filter((name) => compile(c.partials![name]).errors.length > 0);
      if (!broken.length) return undefined;
      return { ...c, partials: Object.fromEntries(Object.entries(c.partials!).filter(([name]) => !broken.includes(name))) };
    },
    sample: { template: '{@|apply m1}', json: {}, partials: { m1: 'x{.repeated section 0}' } },
  },
  {
    issueClass: 'new',
    id: 'invalid-website-time-zone',
    title: 'a `website.timeZone` that names no zone (empty, a list, unknown) is America/New_York in Kiosk, UTC in the reference',
    neutralise: (c) => {
      const json = c.json as { website?: { timeZone?: unknown } } | null;
      const zone = json && typeof json === 'object' && json.website && typeof json.website === 'object' ? json.website.timeZone : undefined;
      if (zone === undefined || isZoneName(zone)) return undefined;
      return { ...c, json: { ...json, website: { ...json!.website, timeZone: 'America/New_York' } } };
    },
    sample: { template: '{website.t|date %H %Z}', json: { website: { timeZone: '', t: 0 } } },
  },
  {
    issueClass: 'new',
    id: 'null-inside-arrays',
    title: 'a null inside an array prints as `null` when the array is printed or joined; the reference prints nothing',
    neutralise: (c) => (JSON.stringify(c.json ?? null).includes('null') ? withoutNullsInArrays(c) : undefined),
    sample: { template: '{.repeated section a}{@}{.end}', json: { a: [[1, null, 2]] } },
  },
  {
    issueClass: 'new',
    id: 'eval-printed-values',
    title: '`.eval` printing a comma sequence, an array or an object value differs (`{.eval (1, 2)}`, `{.eval s}` with s an array)',
    // Only printing evals go; assignments stay so what they bind is still compared.
    neutralise: (c) => rewriteTemplates(c, (t) => t.replace(/\{\.eval [^}]*\}/g, (tag) => (/[^=!<>]=(?!=)/.test(tag) ? tag : ''))),
    sample: { template: "{.eval ('a', 0x1f)}", json: {} },
  },
  {
    issueClass: 'new',
    id: 'empty-if',
    title: '`{.if }` without a condition opens a block in Kiosk; the reference prints it as text',
    matches: ({ case: c, kind, reference }) => kind === 'compile-error' && reference.compileErrors.length > 0 && /\{\.if\s*\}/.test(allTemplateText(c)),
    sample: { template: '{.if a}{.if }{.end}', json: {} },
  },
  {
    issueClass: 'new',
    id: 'content-predicates-on-missing-fields',
    title: '`same-day?`, `background-source-…?` on missing or wrong-typed fields (the reference reads them as 0)',
    neutralise: (c) =>
      /(?:same-day|background-source-[\w-]+)\?/.test(allTemplateText(c))
        ? rewriteTemplates(c, (t) => t.replace(/(?:same-day|background-source-[\w-]+)\?[^}]*/g, 'equal? 1 2'))
        : undefined,
    sample: { template: '{.same-day?}same{.or}not{.end}', json: { endDate: '' } },
  },
  {
    issueClass: 'new',
    id: 'smartypants-quotes',
    title: '`smartypants` turns a quote after a letter and before a word boundary the other way',
    neutralise: dropFormatters('smartypants'),
    sample: { template: '{s|smartypants}', json: { s: "'s'" } },
  },
  {
    issueClass: 'new',
    id: 'commerce-widget-whitespace',
    title: 'commerce widgets print their blank lines differently (whitespace only)',
    matches: ({ kind, case: c }) =>
      kind === 'whitespace' &&
      usesFormatter(c, 'add-to-cart-btn', 'product-checkout', 'quantity-input', 'product-restock-notification', 'variants-select', 'product-price', 'subscription-price'),
    sample: { template: '{}{item|quantity-input}', json: { item: { structuredContent: { productType: 1, variants: [{ qtyInStock: 100 }] } } } },
  },
];
