import { formatCents } from '@sponsorly/shared';
import { Wallet } from 'lucide-react';
import { useId } from 'react';
import { Card, IconBadge } from '../../../components/ui/card';
import type { Deal } from '../api/use-deal';
import { formatInstant } from '../lib/time-words';
import '../styles/deal-card.css';
import './deal-funding.css';

/**
 * After acceptance, for the creator (and an admin): what happens next, in words. The brand has its own
 * card with the payment (FundDealCard).
 */
export function FundingNextSteps({ deal }: { deal: Deal }) {
  const titleId = useId();
  const due = deal.funding_due_at ? formatInstant(deal.funding_due_at) : null;
  const brand = deal.brand.name;
  const mine = deal.your_side === 'creator';
  return (
    <Card as="section" className="deal-card deal-next" aria-labelledby={titleId}>
      <div className="deal-next__title">
        <IconBadge tone="accent">
          <Wallet />
        </IconBadge>
        <h2 id={titleId}>What happens next</h2>
      </div>
      <ol className="deal-next__steps">
        <li>
          {brand} funds the deal: the money is held by Sponsorly, so it is there when{' '}
          {mine ? 'you deliver' : 'the work is delivered'}.
        </li>
        <li>
          Once it is funded, {mine ? 'you make' : 'the creator makes'} the deliverables by their due dates and{' '}
          {mine ? 'submit' : 'submits'} them here.{mine && ' Do not start before.'}
        </li>
        <li>
          When the work is approved, {mine ? 'you receive' : 'the creator receives'} the full{' '}
          {formatCents(deal.terms.price_cents)}.
        </li>
      </ol>
      <p className="deal-next__release">
        {mine ? 'Nothing is needed from you until then.' : 'Waiting for the brand to pay.'}
        {due && ` The deal ends if it is not funded by ${due}.`}
      </p>
    </Card>
  );
}
