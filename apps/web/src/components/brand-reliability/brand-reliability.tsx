import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { trpc } from '../../lib/trpc';
import { StarRating } from '../reviews/star-rating';
import './brand-reliability.css';

const hours = (h: number) => (h < 48 ? `${Math.round(h)} hours` : `${Math.round(h / 24)} days`);

/**
 * A brand's record from its deals, for creators weighing its campaign or offer: approval speed, funding
 * on time, approvals by silence, cancellations and reviews. Said plainly when there is nothing yet.
 */
export function BrandReliability({ brandId, brandName }: { brandId: string; brandName: string }) {
  const record = trpc.reviews.brandReliability.useQuery({ id: brandId }, { refetchOnWindowFocus: false, retry: false });
  if (!record.data) return null;
  const r = record.data;
  if (r.completed_deals === 0 && r.funded_within_24h_percent === null) {
    return (
      <p className="brand-record brand-record--new">
        <ShieldCheck aria-hidden="true" /> {brandName} has no completed deals on Sponsorly yet. Your money is held by Sponsorly
        before you start either way.
      </p>
    );
  }
  return (
    <div className="brand-record">
      <p className="brand-record__title">
        <ShieldCheck aria-hidden="true" /> {brandName}’s record on Sponsorly
      </p>
      <dl>
        <div>
          <dt>Completed deals</dt>
          <dd>{r.completed_deals}</dd>
        </div>
        {r.median_approval_hours !== null && (
          <div>
            <dt>Approves work in</dt>
            <dd>{hours(r.median_approval_hours)} (median)</dd>
          </div>
        )}
        {r.funded_within_24h_percent !== null && (
          <div>
            <dt>Funded within 24 hours</dt>
            <dd>{r.funded_within_24h_percent}% of deals</dd>
          </div>
        )}
        {r.auto_approved_percent !== null && (
          <div>
            <dt>Approved by silence</dt>
            <dd>{r.auto_approved_percent}% of deals</dd>
          </div>
        )}
        <div>
          <dt>Canceled deals</dt>
          <dd>{r.canceled_deals}</dd>
        </div>
        {r.reviews.count > 0 && (
          <div>
            <dt>Creators’ reviews</dt>
            <dd>
              <StarRating rating={r.reviews.average ?? 0} /> {r.reviews.average?.toFixed(1)} ({r.reviews.count})
            </dd>
          </div>
        )}
      </dl>
      <Link to={`/brands/${brandId}`}>See {brandName}’s page</Link>
    </div>
  );
}
