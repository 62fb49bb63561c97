import { useId } from 'react';
import { trpc } from '../../lib/trpc';
import { ReportButton } from '../report/report-button';
import { Card } from '../ui/card';
import { StarRating } from './star-rating';

/**
 * What the other side said after completed deals: the average and the latest reviews, once visible.
 * Reviews are for logged-in readers: a visitor's page leaves the section out (`loggedIn` false).
 */
export function ReviewsSection({
  subjectId,
  emptyText,
  className,
  loggedIn,
}: {
  subjectId: string;
  emptyText: string;
  className?: string;
  /** Reviews are for logged-in readers, who may also report one. */
  loggedIn: boolean;
}) {
  const titleId = useId();
  const reviews = trpc.reviews.about.useQuery({ id: subjectId }, { refetchOnWindowFocus: false, enabled: loggedIn });
  if (!reviews.data) return null;
  const { count, average, items } = reviews.data;
  return (
    <Card as="section" className={className} aria-labelledby={titleId}>
      <h2 id={titleId}>Reviews</h2>
      {count === 0 ? (
        <p className="text-muted reviews-empty">{emptyText}</p>
      ) : (
        <>
          <p>
            <StarRating rating={average ?? 0} /> {average?.toFixed(1)} from {count} {count === 1 ? 'review' : 'reviews'}
          </p>
          <ul className="review-list">
            {items.map((r) => (
              <li key={r.id}>
                <p>
                  <StarRating rating={r.rating} /> <strong>{r.author_name}</strong>{' '}
                  <span className="text-muted">
                    {new Date(r.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                  </span>
                </p>
                <p>{r.text}</p>
                {loggedIn && <ReportButton kind="review" id={r.id} what={`the review by ${r.author_name}`} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
