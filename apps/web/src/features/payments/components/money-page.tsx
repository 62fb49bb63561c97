import {
  BUDGET_RANGE_CENTS,
  PAYMENT_MESSAGES,
  clearingWhen,
  daysWords,
  formatCents,
  parseDollarsToCents,
  withdrawSchema,
  type BudgetRange,
} from '@sponsorly/shared';
import { Download, Landmark, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError, showFormFailure } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FigureTiles } from '../../../components/ui/figure-tiles';
import { Modal } from '../../../components/ui/modal';
import { MoneyAmount } from '../../../components/ui/money-amount';
import { moneyLineTitle } from '../../../lib/money-line';
import { PageSpinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useClearingDays,
  useMoneyOut,
  useMovements,
  usePaymentsProvider,
  usePayoutAccount,
  useTestMoney,
  useWalletFigures,
} from '../api/use-wallet';
import { movementLabel, movementsCsv } from '../lib/movement-words';
import { budgetLabel } from '../../../lib/profile-labels';
import { MonthChart } from './month-chart';
import { PayoutSetup } from './payout-setup';
import { AutomaticPayouts } from './automatic-payouts';
import { ReceiptsCard } from './receipts-card';
import { StatementsCard } from './statements-card';
import './money-page.css';

const OUT_FAILED = 'We couldn’t reach Sponsorly. Nothing was moved. Please check your connection and try again.';

/** The top of a brand's monthly budget range, the line its spending is compared with; none when open-ended or unset. */
function budgetTop(range: string | null | undefined): number | null {
  return range && range in BUDGET_RANGE_CENTS ? BUDGET_RANGE_CENTS[range as BudgetRange][1] : null;
}

/** /earnings: a creator's money. */
export function EarningsPage() {
  return <MoneyPage side="creator" />;
}

/** /brand/finances: a brand's money. */
export function FinancesPage() {
  return <MoneyPage side="brand" />;
}

/**
 * A person's money on Sponsorly, from the ledger: the figures, money out (a creator withdraws what has
 * cleared; a brand sends its balance back to its card), a brand's receipts or a creator's monthly
 * statements, and every movement with its deal. The server checks who may do what; the page only
 * chooses the words.
 */
function MoneyPage({ side }: { side: 'brand' | 'creator' }) {
  const creator = side === 'creator';
  useDocumentTitle(creator ? 'Earnings' : 'Finances');
  const { user } = useCurrentUser();
  const { wallet, summary } = useWalletFigures();
  const testMoney = useTestMoney();
  const clearingDays = useClearingDays();
  const payoutAccount = usePayoutAccount(creator && user?.user_type === 'creator');
  if (!user) return null;
  if (user.user_type !== side) {
    return (
      <div className="container money-page">
        <Alert tone="info">
          {creator
            ? 'Earnings are for creators. Your money is on your finances page.'
            : 'Finances are for brands. Your money is on your earnings page.'}
        </Alert>
        <Link to={creator ? '/brand/finances' : '/earnings'}>{creator ? 'Go to finances' : 'Go to earnings'}</Link>
      </div>
    );
  }
  if (wallet.isPending || summary.isPending) return <PageSpinner label="Loading your money..." />;
  if (wallet.isError || summary.isError)
    return (
      <div className="container money-page">
        <Alert tone="error">We couldn’t load your money. Please try again.</Alert>
      </div>
    );
  const w = wallet.data;
  const s = summary.data;
  const figures = creator
    ? [
        { label: 'Available to withdraw', value: w.available_cents, main: true },
        { label: `Clearing (released, available ${clearingWhen(clearingDays)})`, value: w.pending_cents },
        { label: 'Held for you in deals under way', value: w.held_cents },
        { label: 'Earned this month', value: s.this_month_cents },
        { label: 'Earned in all', value: s.total_cents },
        { label: 'Withdrawn', value: w.paid_out_cents },
      ]
    : [
        { label: 'Balance', value: w.available_cents, main: true },
        { label: 'Held in deals under way', value: w.held_cents },
        { label: 'Spent this month', value: s.this_month_cents },
        { label: 'Spent in all', value: s.total_cents },
        { label: 'Of which platform fees', value: s.fees_cents },
        { label: 'Sent back to your card', value: w.paid_out_cents },
      ];
  return (
    <div className="container money-page">
      <header className="money-page__header">
        <h1>{creator ? 'Earnings' : 'Finances'}</h1>
        <p className="text-muted">
          {creator
            ? `Money is held for you when a brand funds a deal, released when your work is approved, and yours to withdraw ${clearingDays === 0 ? 'at once' : `${daysWords(clearingDays)} later`}.`
            : 'What you paid into Sponsorly, what is held in your deals, and what was released for approved work.'}
        </p>
      </header>
      {testMoney && <Alert tone="info">{PAYMENT_MESSAGES.testMoney}</Alert>}
      {w.owed_cents > 0 && (
        <Alert tone="error" title={`You owe Sponsorly ${formatCents(w.owed_cents)}`}>
          {PAYMENT_MESSAGES.balanceOwed(w.owed_cents)}
        </Alert>
      )}
      <FigureTiles
        className="money-figures"
        figures={figures.map((f) => ({ label: f.label, value: formatCents(f.value), main: f.main, money: true }))}
      />
      <MonthChart
        title={creator ? 'Earned per month' : 'Spent per month'}
        months={s.by_month}
        budgetCents={creator ? null : budgetTop(user.budget_range)}
        budgetLabel={budgetLabel(user.budget_range) ?? undefined}
      />
      {creator && payoutAccount.data && payoutAccount.data.status !== 'enabled' ? (
        <PayoutSetup account={payoutAccount.data} />
      ) : (
        <MoneyOut
          side={side}
          available={w.available_cents}
          clearingDays={clearingDays}
          automatic={creator ? payoutAccount.data?.automatic : undefined}
        />
      )}
      {creator ? <StatementsCard /> : <ReceiptsCard />}
      <Movements side={side} />
    </div>
  );
}

const amountForm = z.object({ amount: z.string() });

interface MoneyOutProps {
  side: 'brand' | 'creator';
  available: number;
  clearingDays: number;
  /** A creator's choice to be paid as money clears; undefined until it is loaded, and for a brand. */
  automatic: boolean | undefined;
}

/**
 * Money out: the amount is checked, then a confirmation says how much and where it goes (the payout
 * account or the card; the sandbox says nothing real moves) before anything is sent.
 */
function MoneyOut({ side, available, clearingDays, automatic }: MoneyOutProps) {
  const titleId = useId();
  const creator = side === 'creator';
  const out = useMoneyOut(creator ? 'payout' : 'refund');
  const provider = usePaymentsProvider();
  const [pending, setPending] = useState<number | null>(null);
  const form = useZodForm(amountForm, { defaultValues: { amount: available > 0 ? (available / 100).toFixed(2) : '' } });
  const destination = PAYMENT_MESSAGES.moneyOutDestination[`${provider}_${creator ? 'payout' : 'refund'}`];
  const action = creator ? 'Withdraw' : 'Send back to my card';
  function check({ amount }: { amount: string }) {
    const cents = parseDollarsToCents(amount);
    const checked = withdrawSchema.safeParse({ amount_cents: cents ?? Number.NaN });
    if (!checked.success) return { fields: { amount: PAYMENT_MESSAGES.amountInvalid } };
    out.reset();
    setPending(checked.data.amount_cents);
  }
  async function send() {
    if (pending === null) return;
    try {
      await out.mutateAsync({ amount_cents: pending });
      form.reset({ amount: '' });
    } catch (error) {
      // Told at the form, as a refused amount always was (the amount, or the form's own message).
      showFormFailure(form, failureFromError(error, OUT_FAILED));
    }
    setPending(null);
  }
  return (
    <Card as="section" className="money-out" aria-labelledby={titleId}>
      <h2 id={titleId}>{creator ? 'Withdraw' : 'Send back to your card'}</h2>
      {available <= 0 ? (
        <p className="text-muted">
          {creator
            ? `Nothing to withdraw: released money is available ${clearingDays === 0 ? 'on approval' : `${daysWords(clearingDays)} after approval`}.`
            : 'Your balance is empty.'}
        </p>
      ) : (
        <Form
          form={form}
          onSubmit={check}
          className="money-out__form"
          aria-label={creator ? 'Withdraw' : 'Send back to your card'}
        >
          <FormTextField name="amount" label="Amount (USD)" inputMode="decimal" hint={`Up to ${formatCents(available)}.`} />
          <FormAlert />
          <Button type="submit" icon={creator ? <Landmark aria-hidden="true" /> : <Wallet aria-hidden="true" />}>
            {action}
          </Button>
        </Form>
      )}
      {out.isSuccess && (
        <Alert tone="success">
          {formatCents(out.data.amount_cents)} {creator ? 'is on its way to your bank.' : 'is on its way back to your card.'}
        </Alert>
      )}
      {automatic !== undefined && <AutomaticPayouts enabled={automatic} />}
      <Modal
        open={pending !== null}
        onClose={() => !out.isPending && setPending(null)}
        title={creator ? `Withdraw ${formatCents(pending ?? 0)}?` : `Send ${formatCents(pending ?? 0)} back to your card?`}
        footer={
          <>
            <Button variant="ghost" onClick={() => setPending(null)} disabled={out.isPending}>
              Cancel
            </Button>
            <Button busy={out.isPending} busyText="Sending..." onClick={() => void send()}>
              {creator ? `Withdraw ${formatCents(pending ?? 0)}` : `Send ${formatCents(pending ?? 0)}`}
            </Button>
          </>
        }
      >
        <dl className="money-out__confirm">
          <div>
            <dt>Amount</dt>
            <dd className="money">{formatCents(pending ?? 0)}</dd>
          </div>
          <div>
            <dt>Where it goes</dt>
            <dd>{destination}</dd>
          </div>
        </dl>
      </Modal>
    </Card>
  );
}

function Movements({ side }: { side: 'brand' | 'creator' }) {
  const titleId = useId();
  const pages = useMovements();
  const rows = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const download = () => {
    const blob = new Blob([movementsCsv(rows)], { type: 'text/csv' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'sponsorly-movements.csv';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Card as="section" className="money-movements" aria-labelledby={titleId}>
      <div className="money-movements__head">
        <h2 id={titleId}>Movements</h2>
        {side === 'brand' && rows.length > 0 && (
          <Button variant="secondary" size="sm" icon={<Download aria-hidden="true" />} onClick={download}>
            Export CSV
          </Button>
        )}
      </div>
      {pages.isPending ? (
        <p>Loading...</p>
      ) : rows.length === 0 ? (
        <p className="text-muted">No money has moved yet.</p>
      ) : (
        <ol className="money-movements__list">
          {rows.map((m) => (
            <li key={m.id}>
              <div>
                <p className="money-movements__what">{moneyLineTitle(movementLabel(m.kind, m.amount_cents, m.hold, side), m)}</p>
                <p className="text-muted">
                  {new Date(m.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                  {m.deal_id && (
                    <>
                      {' · '}
                      <Link to={`/deals/${m.deal_id}`}>View the deal</Link>
                    </>
                  )}
                </p>
              </div>
              <MoneyAmount cents={m.amount_cents} />
            </li>
          ))}
        </ol>
      )}
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          busy={pages.isFetchingNextPage}
          busyText="Loading..."
          onClick={() => void pages.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </Card>
  );
}
