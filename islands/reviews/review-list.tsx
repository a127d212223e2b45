/** The reviews panel: the average rating, then each review with its stars, author, date and origin. */
import type { ReactNode } from 'react';
import type { ReviewView } from './review-data';

const MAX_STARS = 5;

export function Stars({ rating }: { rating: number }): ReactNode {
  const full = Math.round(rating);
  return (
    <span className="product-review-stars" role="img" aria-label={`Rated ${rating} out of ${MAX_STARS}`}>
      {'★'.repeat(full)}
      <span className="product-review-stars__empty">{'★'.repeat(MAX_STARS - full)}</span>
    </span>
  );
}

function origin(review: ReviewView): string {
  if (review.source === 'imported') return review.importedFrom ? `Imported from ${review.importedFrom}` : 'Imported review';
  return review.verifiedBuyer ? 'Verified buyer' : '';
}

export function ReviewList({ reviews, average }: { reviews: readonly ReviewView[]; average: number | null }): ReactNode {
  if (average === null) return <p className="product-reviews__empty">No reviews yet.</p>;
  return (
    <>
      <p className="product-reviews__summary">
        <Stars rating={average} /> {average} out of {MAX_STARS} · {reviews.length === 1 ? '1 review' : `${reviews.length} reviews`}
      </p>
      <ol className="product-reviews__list">
        {reviews.map((review) => (
          <li className="product-review" key={review.id}>
            <article aria-label={`Review by ${review.author}`}>
              <Stars rating={review.rating} />
              {review.title && <h3 className="product-review__title">{review.title}</h3>}
              <p className="product-review__body">{review.body}</p>
              <p className="product-review__meta">
                {review.author} · <time dateTime={review.date}>{review.dateText}</time>
                {origin(review) && ` · ${origin(review)}`}
              </p>
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}
