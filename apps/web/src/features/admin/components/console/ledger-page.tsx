import { trpc } from '../../../../lib/trpc';
import { LedgerCheckCard } from '../ledger-check-card';
import { PlatformMoneyCard } from '../platform-money-card';
import { ReconcileCard } from '../reconcile-card';
import { SectionHeader } from './console-parts';

/**
 * /admin/ledger: the ledger check (as `npm run ledger:check`), Stripe's balance history against the books
 * (as `npm run payments:reconcile`, when the server takes money through Stripe) and the platform's money.
 */
export function AdminLedgerPage() {
  const provider = trpc.system.siteInfo.useQuery(undefined, { staleTime: Infinity }).data?.payments_provider;
  return (
    <>
      <SectionHeader title="Ledger">
        The books checked now: every account balanced, every hold settled, every payment operation recorded.
      </SectionHeader>
      <LedgerCheckCard />
      {provider === 'stripe' ? (
        <ReconcileCard />
      ) : (
        provider && (
          <p className="text-muted">
            Stripe reconciliation appears here when the server takes money through Stripe; it uses the {provider} provider.
          </p>
        )
      )}
      <PlatformMoneyCard />
    </>
  );
}
