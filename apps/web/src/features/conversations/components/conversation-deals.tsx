import { formatCents, type ConversationDeal } from '@sponsorly/shared';
import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { DEAL_STATUS_LABELS, dealTone } from '../lib/deal-status';

function priceOf(deal: ConversationDeal): string | null {
  if (deal.price_cents === null) return null;
  return deal.currency.toUpperCase() === 'USD'
    ? formatCents(deal.price_cents)
    : `${formatCents(deal.price_cents).slice(1)} ${deal.currency.toUpperCase()}`;
}

/** The pair's deals, newest change first: each links to its page, with where it stands. */
export function ConversationDeals({ deals, counterpartName }: { deals: ConversationDeal[]; counterpartName: string }) {
  if (deals.length === 0) return null;
  return (
    <details className="conversation-deals">
      <summary>
        <Handshake aria-hidden="true" />
        <span>
          Deals with {counterpartName} ({deals.length})
        </span>
      </summary>
      <ul className="conversation-deals__list">
        {deals.map((deal) => {
          const price = priceOf(deal);
          return (
            <li key={deal.id}>
              <Link to={`/deals/${deal.id}`} className="conversation-deal">
                <span className="conversation-deal__title">{deal.title ?? 'Direct offer'}</span>
                {price && <span className="conversation-deal__price money">{price}</span>}
                <span className={`deal-status deal-status--${dealTone(deal.status)}`}>{DEAL_STATUS_LABELS[deal.status]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
