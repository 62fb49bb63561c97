import type { PayoutAccountView } from '@sponsorly/shared';
import { Wallet } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { usePayoutSummary } from '../api/use-payout-summary';

/** Where the payout account stands, in one sentence; the account itself is set up on /earnings. */
export function payoutStatusWords(account: PayoutAccountView): string {
  switch (account.status) {
    case 'none':
      return 'Payouts are not set up yet.';
    case 'pending':
      return 'Stripe still needs a few details before it can pay you.';
    case 'restricted':
      return 'Stripe has paused payouts to your account.';
    case 'enabled':
      return account.automatic
        ? 'Payouts are ready. Each deal’s money is paid out automatically when it clears.'
        : 'Payouts are ready. You withdraw cleared money yourself on Earnings.';
  }
}

export function PayoutSettings() {
  const account = usePayoutSummary(true);
  return (
    <>
      <p className="text-muted settings-line">
        {account.data
          ? payoutStatusWords(account.data)
          : account.isError
            ? 'Your payout account could not be loaded.'
            : 'Loading your payout account...'}
      </p>
      <ButtonLink to="/earnings" variant="secondary" size="sm" icon={<Wallet aria-hidden="true" />}>
        Manage payouts on Earnings
      </ButtonLink>
    </>
  );
}
