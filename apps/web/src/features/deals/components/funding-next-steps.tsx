import { formatCents } from '@sponsorly/shared';
import { Wallet } from 'lucide-react';
import { useId } from 'react';
import { Card, IconBadge } from '../../../components/ui/card';
import type { Deal } from '../api/use-deal';
import { formatInstant } from '../lib/time-words';

/**
 * After acceptance: what happens next, in words. Funding is not built yet, so the page says so plainly
 * rather than showing a button that does nothing.
 */
export function FundingNextSteps({ deal }: { deal: Deal }) {
  const titleId = useId();
  const { terms } = deal;
  const due = deal.funding_due_at ? formatInstant(deal.funding_due_at) : null;
  const isBrand = deal.your_side === 'brand';
  const creator = deal.creator.name;
  const brand = deal.brand.name;
  return (
    <Card as="section" className="deal-card deal-next" aria-labelledby={titleId}>
      <div className="deal-next__title">
        <IconBadge tone="accent">
          <Wallet />
        </IconBadge>
        <h2 id={titleId}>What happens next</h2>
      </div>
      <ol className="deal-next__steps">
        {isBrand ? (
          <>
            <li>
              You fund the deal: {formatCents(terms.total_cents ?? terms.price_cents)} ({formatCents(terms.price_cents)} for {creator} and the
              platform fee), held by Sponsorly until you approve the work.
            </li>
            <li>{creator} makes the deliverables by their due dates and submits them here.</li>
            <li>You review each one; approving releases the money to {creator}.</li>
          </>
        ) : (
          <>
            <li>{brand} funds the deal: the money is held by Sponsorly, so it is there when you deliver.</li>
            <li>Once it is funded, you make the deliverables by their due dates and submit them here. Do not start before.</li>
            <li>When the work is approved, you receive the full {formatCents(terms.price_cents)}.</li>
          </>
        )}
      </ol>
      <p className="deal-next__release">
        <strong>Funding opens in the next release of Sponsorly.</strong>{' '}
        {isBrand ? 'There is nothing to pay yet, and no payment can be taken today.' : 'Nothing is needed from you until then.'}
        {due && ` The deal ends if it is not funded by ${due}.`}
      </p>
    </Card>
  );
}
