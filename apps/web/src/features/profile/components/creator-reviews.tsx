import { StarRating } from '../../../components/reviews/star-rating';
import { trpc } from '../../../lib/trpc';
import { ProfileSection } from './profile-section';

/** What brands said after completed deals: the average and the latest reviews, once visible. */
export function CreatorReviews({ creatorId, firstName }: { creatorId: string; firstName: string }) {
  const reviews = trpc.reviews.about.useQuery({ id: creatorId }, { refetchOnWindowFocus: false });
  if (!reviews.data) return null;
  const { count, average, items } = reviews.data;
  return (
    <ProfileSection title="Reviews">
      {count === 0 ? (
        <p className="text-muted">No reviews yet. Brands review {firstName} after completed deals.</p>
      ) : (
        <>
          <p>
            <StarRating rating={average ?? 0} /> {average?.toFixed(1)} from {count} {count === 1 ? 'review' : 'reviews'}
          </p>
          <ul className="review-list">
            {items.map((r) => (
              <li key={`${r.author_name}-${r.created_at}`}>
                <p>
                  <StarRating rating={r.rating} /> <strong>{r.author_name}</strong>{' '}
                  <span className="text-muted">{new Date(r.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}</span>
                </p>
                <p>{r.text}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </ProfileSection>
  );
}
