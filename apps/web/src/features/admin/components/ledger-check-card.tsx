import { CircleAlert, CircleCheck, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { trpc } from '../../../lib/trpc';

/**
 * The ledger's invariants and its payment operations, checked when the page opens (and again on demand):
 * the same check as `npm run ledger:check`, so an admin sees a problem without a shell.
 */
export function LedgerCheckCard() {
  const titleId = useId();
  const check = trpc.admin.ledgerCheck.useQuery(undefined, { refetchOnWindowFocus: false });
  const result = check.data;
  return (
    <Card as="section" className="ledger-check" aria-labelledby={titleId}>
      <div className="ledger-check__header">
        <h2 id={titleId}>Ledger</h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void check.refetch()}
          busy={check.isFetching}
          busyText="Checking..."
          icon={<RefreshCw aria-hidden="true" />}
        >
          Check again
        </Button>
      </div>
      {check.isPending ? (
        <p>
          <Spinner size="sm" decorative /> Checking the ledger...
        </p>
      ) : check.isError || !result ? (
        <p role="alert">We couldn’t check the ledger. Please try again.</p>
      ) : result.ok ? (
        <p className="ledger-check__ok">
          <CircleCheck aria-hidden="true" /> The ledger balances: {result.accounts} accounts, {result.transfers} transfers, every
          hold of a settled deal settled, every payment operation recorded.
        </p>
      ) : (
        <div className="ledger-check__problems" role="alert">
          <p>
            <CircleAlert aria-hidden="true" /> The ledger check finds {result.problems.length}{' '}
            {result.problems.length === 1 ? 'problem' : 'problems'}:
          </p>
          <ul>
            {result.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
