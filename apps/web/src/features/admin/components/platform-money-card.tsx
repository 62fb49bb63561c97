import { formatCents } from '@sponsorly/shared';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { trpc } from '../../../lib/trpc';

/** An amount that may be below zero (processing fees before any fee is earned): "−$14.66". */
const signedCents = (cents: number) => (cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents));

/**
 * The platform's own money, from the ledger (GET /admin/money): the fees earned, less what Stripe kept of
 * the charges, and the chargebacks it carries.
 */
export function PlatformMoneyCard() {
  const titleId = useId();
  const money = trpc.admin.money.useQuery(undefined, { refetchOnWindowFocus: false });
  const m = money.data;
  return (
    <Card as="section" className="platform-money" aria-labelledby={titleId}>
      <h2 id={titleId}>Money</h2>
      {money.isPending ? (
        <p>
          <Spinner size="sm" decorative /> Reading the ledger...
        </p>
      ) : money.isError || !m ? (
        <p role="alert">We couldn’t read the platform’s money. Please try again.</p>
      ) : (
        <dl className="platform-money__figures">
          <div>
            <dt>Fee income (earned)</dt>
            <dd>{formatCents(m.fee_income_cents)}</dd>
          </div>
          <div>
            <dt>Processing fees (Stripe)</dt>
            <dd>−{formatCents(m.processing_fees_cents)}</dd>
          </div>
          <div className="platform-money__net">
            <dt>Net fee income</dt>
            <dd>{signedCents(m.net_fee_income_cents)}</dd>
          </div>
          <div>
            <dt>Fees held in deals under way</dt>
            <dd>{formatCents(m.fees_held_cents)}</dd>
          </div>
          <div>
            <dt>Chargebacks (open or lost)</dt>
            <dd>{formatCents(m.chargebacks_cents)}</dd>
          </div>
          <div>
            <dt>Owed by brands</dt>
            <dd>{formatCents(m.owed_by_brands_cents)}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
