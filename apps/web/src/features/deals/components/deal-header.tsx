import { VerifiedBadge } from '../../../components/verified-badge/verified-badge';
import { Clock } from 'lucide-react';
import { BlockAccountButton } from '../../../components/block-account/block-account-button';
import type { Deal } from '../api/use-deal';
import { dealHeading } from '../lib/deal-words';
import { formatInstant, fromNow } from '../lib/time-words';
import { DealStatusBadge } from './deal-status-badge';
import '../styles/deal-pages.css';
import './deal-header.css';

/** The deadline that matters now, in words: when the offer expires, or when funding is due. */
function deadlineText(deal: Deal): string | null {
  if (deal.status === 'offered' && deal.expires_at) {
    const past = new Date(deal.expires_at).getTime() <= Date.now();
    return past ? 'The offer has expired.' : `The offer expires ${fromNow(deal.expires_at)} (${formatInstant(deal.expires_at)}).`;
  }
  if (deal.status === 'awaiting_funding' && deal.funding_due_at) {
    return `Funding is due ${fromNow(deal.funding_due_at)} (${formatInstant(deal.funding_due_at)}).`;
  }
  return null;
}

/** The deal's heading: with whom, where it stands, what happens next and by when. */
export function DealHeader({ deal }: { deal: Deal }) {
  const deadline = deadlineText(deal);
  return (
    <header className="deal-header">
      <div className="deal-header__title">
        <h1>{dealHeading(deal)}</h1>
        <DealStatusBadge status={deal.status} />
        {deal.your_side !== 'brand' && deal.brand.verified && <VerifiedBadge />}
        {deal.your_side && deal.counterpart && (
          <BlockAccountButton
            userId={deal.counterpart.id}
            userType={deal.your_side === 'brand' ? 'creator' : 'brand'}
            name={deal.counterpart.name}
          />
        )}
      </div>
      <p className="deal-header__next">{deal.next_step}</p>
      {deadline && (
        <p className="deal-header__deadline">
          <Clock aria-hidden="true" />
          <span>{deadline}</span>
        </p>
      )}
    </header>
  );
}
