/**
 * THE STILL-OPEN LIST: differences between Kiosk and the reference that are being fixed (issue 12,
 * classes 1–14) or that this harness found and nobody has fixed yet (`issueClass: 'new'`). The
 * differential test tolerates them so it passes while the fixes land: delete an entry as soon as its
 * class agrees with the reference. Most entries neutralise their feature (see known-difference.ts), so a
 * different difference in the same case still fails the test.
 */
import type { DiffCase } from './case';
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

export const OPEN_DIFFERENCES: readonly OpenDifference[] = [
  {
    issueClass: 7,
    id: 'add-to-cart-and-variants-select',
    title: '`add-to-cart-btn` subscription option id; `variants-select` gift card option title',
    neutralise: dropFormatters('add-to-cart-btn', 'variants-select'),
    sample: { template: '{item|variants-select}', json: { item: { structuredContent: { variants: [null, null], variantOptionOrdering: ['color'] } } } },
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
    sample: { template: '{item|like-button}', json: { websiteSettings: { simpleLikingEnabled: true }, item: { likeCount: [null] } } },
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
  {
    issueClass: 'new',
    id: 'invalid-time-zone-full-name',
    title: 'with a `website.timeZone` that names no zone, a full zone name (`datetime full`) is "Coordinated Universal Time" in Kiosk, "Greenwich Mean Time" in the reference',
    matches: ({ kind, kiosk, reference }) =>
      kind === 'output' && kiosk.output.includes('Coordinated Universal Time') && kiosk.output.replaceAll('Coordinated Universal Time', 'Greenwich Mean Time') === reference.output,
    sample: { template: '{t|datetime full}', json: { website: { timeZone: null }, t: 0 } },
  },
  {
    issueClass: 'new',
    id: 'apply-without-a-partial-name',
    title: '`apply` without a partial name: the reference gives the empty string (which `json` prints as `""`), Kiosk nothing',
    neutralise: (c) => rewriteTemplates(c, (t) => t.replace(/\|\s*apply\s*(?=[|}])/g, '')),
    sample: { template: '{items|apply|json-pretty}', json: null },
  },
];
