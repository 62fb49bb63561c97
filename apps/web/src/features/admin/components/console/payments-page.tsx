import {
  PAYMENT_OPERATION_KINDS,
  PAYMENT_OPERATION_STATUSES,
  type PaymentOperationKind,
  type PaymentOperationStatus,
} from '@sponsorly/shared';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../../components/ui/select-field';
import { usePaymentOperations } from '../../api/use-console';
import { LoadMore, SectionHeader, SectionLoad } from './console-parts';
import { PaymentOperationsList } from './payment-operations-list';

const KIND_LABELS: Record<PaymentOperationKind, string> = { charge: 'Charges', refund: 'Refunds', payout: 'Payouts' };
const STATUS_LABELS: Record<PaymentOperationStatus, string> = { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed' };

/** /admin/payments: every call to the payment provider, newest first, by kind and state. */
export function AdminPaymentsPage() {
  const [params, setParams] = useSearchParams();
  const kind = PAYMENT_OPERATION_KINDS.find((k) => k === params.get('kind'));
  const status = PAYMENT_OPERATION_STATUSES.find((s) => s === params.get('status'));
  const operations = usePaymentOperations({ ...(kind ? { kind } : {}), ...(status ? { status } : {}) });
  function setFilter(name: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }
  const rows = operations.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <>
      <SectionHeader title="Payment operations">
        Charges, refunds and payouts made through the payment provider, newest first.
      </SectionHeader>
      <div className="console-filters" role="group" aria-label="Filter payment operations">
        <SelectField
          label="Kind"
          value={kind ?? ''}
          onChange={(event) => setFilter('kind', event.target.value)}
          options={[
            { value: '', label: 'All kinds' },
            ...PAYMENT_OPERATION_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
          ]}
        />
        <SelectField
          label="State"
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
          options={[
            { value: '', label: 'All states' },
            ...PAYMENT_OPERATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
          ]}
        />
      </div>
      <SectionLoad query={operations} label="payment operations">
        {() => (
          <section aria-label="Payment operations found" className="console-results">
            {rows.length === 0 ? (
              <p className="text-muted">No payment operation matches.</p>
            ) : (
              <PaymentOperationsList rows={rows} />
            )}
            <LoadMore query={operations} noun="operations" />
          </section>
        )}
      </SectionLoad>
    </>
  );
}
