import type { PayoutAccountView } from '@sponsorly/shared';
import { Landmark } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useSetUpPayouts } from '../api/use-wallet';

const SETUP_FAILED = 'We couldn’t reach Stripe. Nothing was changed. Please try again.';

/** Stripe's names of what it still needs, in words; anything else it asks for is shown as "more details". */
const REQUIREMENT_WORDS: Record<string, string> = {
  external_account: 'your bank account',
  'tos_acceptance.date': 'your agreement to Stripe’s terms',
  'individual.id_number': 'your ID number',
  'individual.verification.document': 'an ID document',
};

/**
 * Until Stripe can pay the creator: what is missing and the button to Stripe's onboarding form, which
 * comes back to this page. The server decides whether a withdrawal may go (409 `payouts_not_enabled`).
 */
export function PayoutSetup({ account }: { account: PayoutAccountView }) {
  const titleId = useId();
  const setUp = useSetUpPayouts();
  const go = async () => {
    const { url } = await setUp.mutateAsync();
    window.location.assign(url);
  };
  const missing = [...new Set(account.requirements_due.map((r) => REQUIREMENT_WORDS[r] ?? 'more details'))];
  return (
    <Card as="section" className="money-out" aria-labelledby={titleId}>
      <h2 id={titleId}>Set up payouts</h2>
      {account.status === 'restricted' ? (
        <Alert tone="error">Stripe has paused payouts to your account. Open Stripe to see why, or contact us.</Alert>
      ) : (
        <p className="text-muted">
          {account.status === 'none'
            ? 'Sponsorly pays you through Stripe. Add your bank details once, on Stripe’s secure form, and withdraw whenever money clears.'
            : `Stripe still needs ${missing.join(', ') || 'a few details'} before it can pay you.`}
        </p>
      )}
      {setUp.isError && <Alert tone="error">{SETUP_FAILED}</Alert>}
      <Button
        icon={<Landmark aria-hidden="true" />}
        onClick={() => void go().catch(() => {})}
        busy={setUp.isPending}
        busyText="Opening Stripe..."
      >
        {account.status === 'none' ? 'Set up payouts' : 'Continue on Stripe'}
      </Button>
    </Card>
  );
}
