/**
 * THE STILL-OPEN LIST: differences between Kiosk and the reference that are being fixed (issue 12,
 * classes 1–14) or that this harness found and nobody has fixed yet (`issueClass: 'new'`). The
 * differential test tolerates them so it passes while the fixes land: delete an entry as soon as its
 * class agrees with the reference. Most entries neutralise their feature (see known-difference.ts), so a
 * different difference in the same case still fails the test.
 */
import type { DiffCase } from './case';
import { rewriteTemplates, usesFormatter, withoutFormatters, type KnownDifference } from './known-difference';

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
    issueClass: 'new',
    id: 'formatters-on-missing-or-odd-input',
    title: 'formatters given a missing, null or wrong-typed value (the reference reads it as 0 or empty and prints)',
    neutralise: dropFormatters(
      'datetime', 'relative-time', 'timesince', 'money', 'product-price', 'product-scarcity', 'product-restock-notification',
      'product-quick-view', 'subscription-price', 'sale-price', 'normal-price', 'from-price', 'image-srcset', 'summary-form-field',
      'twitter-follow-button', 'quantity-input', 'product-checkout', 'product-status',
      'item-classes', 'audio-player', 'google-calendar-url',
      'comment-link', 'like-button', 'datetime-interval', 'date', 'squarespaceThumbnailForHeight',
      'squarespaceThumbnailForWidth',
    ),
    sample: { template: '{item|like-button}', json: { websiteSettings: { simpleLikingEnabled: true }, item: { likeCount: [null] } } },
  },
];
