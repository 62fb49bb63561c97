import { CircleAlert, CircleCheck, Scale } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { trpc } from '../../../lib/trpc';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Stripe's balance history since a day against the books, on demand (it pages through Stripe): the same
 * comparison as `npm run payments:reconcile`. Shown only when the server takes money through Stripe.
 */
export function ReconcileCard() {
  const titleId = useId();
  const [since, setSince] = useState(() => new Date(Date.now() - WEEK_MS).toISOString().slice(0, 10));
  const [asked, setAsked] = useState<string | null>(null);
  const result = trpc.admin.reconcilePayments.useQuery(
    { since: asked ?? since },
    { enabled: asked !== null, refetchOnWindowFocus: false },
  );
  const found = result.data;
  return (
    <Card as="section" className="ledger-check" aria-labelledby={titleId}>
      <div className="ledger-check__header">
        <h2 id={titleId}>Stripe reconciliation</h2>
      </div>
      <form
        className="reconcile__form"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(since);
          if (asked === since) void result.refetch();
        }}
      >
        <TextField label="Since" type="date" value={since} onChange={(event) => setSince(event.target.value)} required />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          busy={result.isFetching}
          busyText="Comparing..."
          icon={<Scale aria-hidden="true" />}
        >
          Compare with Stripe
        </Button>
      </form>
      {asked === null ? null : result.isError ? (
        <p role="alert">{result.error.message}</p>
      ) : !found ? null : found.differences.length === 0 ? (
        <p className="ledger-check__ok">
          <CircleCheck aria-hidden="true" /> Stripe and the books agree since {asked}: {found.matched} movements matched.
        </p>
      ) : (
        <div className="ledger-check__problems" role="alert">
          <p>
            <CircleAlert aria-hidden="true" /> {found.matched} matched; {found.differences.length}{' '}
            {found.differences.length === 1 ? 'difference' : 'differences'}:
          </p>
          <ul>
            {found.differences.map((d) => (
              <li key={`${d.stripe_id}-${d.ledger_id}`}>
                {d.kind} {d.stripe_id ?? '(none at Stripe)'} / {d.ledger_id ?? '(none in the books)'}: {d.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
