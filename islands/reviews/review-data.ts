/**
 * Product reviews as content keeps them (a `reviews` list on the product item) and the rule that shows them
 * (spec §1): native or imported reviews enabled in the store settings, and the kill-switch flag off.
 */

export type ReviewSource = 'native' | 'imported';

/** One review as the tab shows it. */
export interface ReviewView {
  id: string;
  source: ReviewSource;
  author: string;
  /** 1 to 5 */
  rating: number;
  title: string;
  body: string;
  /** ISO date (`2026-10-03`) */
  date: string;
  /** the date as the site's language writes it (`October 3, 2026`) */
  dateText: string;
  verifiedBuyer: boolean;
  /** imported reviews: where they were first written */
  importedFrom: string;
}

export interface ReviewSettings {
  native: boolean;
  imported: boolean;
}

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `storeSettings.productReviews { nativeReviewsEnabled, importedReviewsEnabled }`; undefined when the tab is
 * not shown: both are off, or the kill switch is on.
 */
export function readReviewSettings(storeSettings: unknown, killSwitch: boolean): ReviewSettings | undefined {
  const raw = asObject(asObject(storeSettings)?.productReviews);
  const settings = { native: raw?.nativeReviewsEnabled === true, imported: raw?.importedReviewsEnabled === true };
  return !killSwitch && (settings.native || settings.imported) ? settings : undefined;
}

/** One formatter per language: making one costs far more than formatting (a build formats every review of every page). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date in the site's language; the date has no time of day, so no time zone moves it. */
export function reviewDateText(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(Date.UTC(year, month - 1, day));
}

function toReview(raw: unknown, locale: string): ReviewView | undefined {
  const review = asObject(raw);
  const rating = Number(review?.rating);
  const source = review?.source === 'imported' ? 'imported' : review?.source === 'native' ? 'native' : undefined;
  if (!review || !source || !Number.isInteger(rating) || rating < 1 || rating > 5) return undefined;
  const date = text(review.date);
  if (!ISO_DATE.test(date) || !text(review.body)) return undefined;
  return {
    id: text(review.id) || `${date}-${text(review.author)}`,
    source,
    author: text(review.author) || 'Anonymous',
    rating,
    title: text(review.title),
    body: text(review.body),
    date,
    dateText: reviewDateText(date, locale),
    verifiedBuyer: review.verifiedBuyer === true,
    importedFrom: source === 'imported' ? text(review.importedFrom) : '',
  };
}

/** The item's reviews the settings let through, newest first; a malformed entry is left out. */
export function visibleReviews(item: Json | undefined, settings: ReviewSettings, locale = 'en-US'): ReviewView[] {
  const list = Array.isArray(item?.reviews) ? item.reviews : [];
  return list
    .map((raw) => toReview(raw, locale))
    .filter((review): review is ReviewView => review !== undefined && settings[review.source])
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The mean rating to one decimal, or null without reviews. */
export function averageRating(reviews: readonly ReviewView[]): number | null {
  if (reviews.length === 0) return null;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
}
