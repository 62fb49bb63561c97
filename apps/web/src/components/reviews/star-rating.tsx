import { Star } from 'lucide-react';
import './reviews.css';

/** Stars as a picture with the number in words for screen readers ("4 out of 5 stars"). */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={n <= Math.round(rating) ? 'stars__on' : 'stars__off'} />
      ))}
    </span>
  );
}
