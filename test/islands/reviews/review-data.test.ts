import { describe, expect, it } from 'vitest';
import { averageRating, readReviewSettings, reviewDateText, visibleReviews } from '../../../islands/reviews/review-data';

const review = (source: string, rating: number, date: string, extra: Record<string, unknown> = {}) => ({
  id: `${source}-${date}`, source, author: 'Ana', rating, title: 'T', body: 'Good.', date, ...extra,
});

const item = {
  reviews: [
    review('native', 4, '2026-09-14', { verifiedBuyer: true }),
    review('imported', 5, '2026-10-02', { importedFrom: 'Etsy' }),
    review('native', 5, '2026-08-01'),
    review('native', 9, '2026-08-02'),
    review('elsewhere', 5, '2026-08-03'),
    { ...review('native', 3, 'last week') },
    { ...review('native', 3, '2026-08-04'), body: '' },
  ],
};

describe('readReviewSettings (spec §1)', () => {
  it('shows the tab when native or imported reviews are on and the kill switch is off', () => {
    expect(readReviewSettings({ productReviews: { nativeReviewsEnabled: true } }, false)).toEqual({ native: true, imported: false });
    expect(readReviewSettings({ productReviews: { importedReviewsEnabled: true } }, false)).toEqual({ native: false, imported: true });
  });

  it('hides it when both are off or the kill switch is on', () => {
    expect(readReviewSettings({ productReviews: { nativeReviewsEnabled: false, importedReviewsEnabled: false } }, false)).toBeUndefined();
    expect(readReviewSettings({}, false)).toBeUndefined();
    expect(readReviewSettings({ productReviews: { nativeReviewsEnabled: true, importedReviewsEnabled: true } }, true)).toBeUndefined();
  });
});

describe('visibleReviews', () => {
  it('keeps the well-formed reviews of the enabled sources, newest first', () => {
    const both = visibleReviews(item, { native: true, imported: true });
    expect(both.map((r) => [r.source, r.date])).toEqual([['imported', '2026-10-02'], ['native', '2026-09-14'], ['native', '2026-08-01']]);
    expect(both[0]).toMatchObject({ importedFrom: 'Etsy', dateText: 'October 2, 2026' });
    expect(visibleReviews(item, { native: false, imported: true }).map((r) => r.source)).toEqual(['imported']);
    expect(visibleReviews(item, { native: true, imported: false })).toHaveLength(2);
    expect(visibleReviews({}, { native: true, imported: true })).toEqual([]);
  });

  it('averages the ratings to one decimal', () => {
    expect(averageRating(visibleReviews(item, { native: true, imported: true }))).toBe(4.7);
    expect(averageRating([])).toBeNull();
  });

  it('writes a review date in the site language without a time zone shift', () => {
    expect(reviewDateText('2026-01-01', 'en-US')).toBe('January 1, 2026');
    expect(reviewDateText('2026-01-01', 'fr-CA')).toBe('1 janvier 2026');
  });
});
