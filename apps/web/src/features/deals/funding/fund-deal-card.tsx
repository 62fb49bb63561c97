import { SANDBOX_CARDS, formatCents, fundDealSchema, type FundDealInput } from '@sponsorly/shared';
import { Wallet } from 'lucide-react';
import { useId } from 'react';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, IconBadge } from '../../../components/ui/card';
import { useDealSteps, usePaymentsTestMode, usePaysOnStripe, useWallet, type Deal } from '../api/use-deal';
import { tellIfDealMoved } from '../lib/form-failure';
import { formatInstant } from '../lib/time-words';
import '../styles/deal-card.css';
import './deal-funding.css';

const PAY_FAILED = 'We couldn’t reach Sponsorly to pay. Nothing was charged. Please check your connection and try again.';

interface FundDealCardProps {
  deal: Deal;
  /** The deal moved meanwhile (409): the page reloads it and says so. */
  onStateChanged: (message: string | undefined) => void;
  /** Paid: the page says what happened. */
  onFunded: (message: string) => void;
}

/**
 * The brand's step after agreement: pay the price and the platform fee into Sponsorly. What its balance
 * holds is used first and the card pays the rest; the figures come from the server's terms and wallet,
 * and the server computes them again. Test money (the sandbox) says so, with its test cards.
 */
export function FundDealCard({ deal, onStateChanged, onFunded }: FundDealCardProps) {
  const titleId = useId();
  const { fund } = useDealSteps(deal.id);
  const wallet = useWallet();
  const testMode = usePaymentsTestMode();
  const onStripe = usePaysOnStripe();
  const form = useZodForm(fundDealSchema, { defaultValues: { card_number: testMode ? SANDBOX_CARDS.succeeds : undefined } });
  const { terms } = deal;
  const creator = deal.creator.name;
  const total = terms.total_cents ?? terms.price_cents;
  const fromBalance = Math.min(Math.max(wallet.data?.available_cents ?? 0, 0), total);
  const byCard = total - fromBalance;
  const due = deal.funding_due_at ? formatInstant(deal.funding_due_at) : null;

  async function submit(values: FundDealInput) {
    // A second press while the first payment is out would only wait for it.
    if (fund.isPending) return;
    try {
      const answer = await fund.mutateAsync({
        id: deal.id,
        ...(byCard > 0 && !onStripe ? { card_number: values.card_number } : {}),
      });
      // With Stripe the card is paid on Stripe's page, which comes back here; the deal starts when Stripe says so.
      if (answer.checkout_url) {
        window.location.assign(answer.checkout_url);
        return;
      }
      onFunded(`Paid. ${formatCents(total)} is held by Sponsorly, and ${creator} has been told to start the work.`);
    } catch (failure) {
      if (tellIfDealMoved(failure, onStateChanged)) return;
      return failureFromError(failure, PAY_FAILED);
    }
  }

  return (
    <Card as="section" className="deal-card deal-fund" aria-labelledby={titleId}>
      <div className="deal-next__title">
        <IconBadge tone="accent">
          <Wallet />
        </IconBadge>
        <h2 id={titleId}>Fund this deal</h2>
      </div>
      <p>
        Pay {formatCents(total)} now. Sponsorly holds it and releases {formatCents(terms.price_cents)} to {creator} only when you
        approve the work; if the deal is canceled, it comes back to you.
      </p>
      <dl className="deal-fund__figures">
        <div>
          <dt>Price for {creator}</dt>
          <dd>{formatCents(terms.price_cents)}</dd>
        </div>
        <div>
          <dt>Platform fee</dt>
          <dd>{formatCents(terms.fee_cents ?? 0)}</dd>
        </div>
        {fromBalance > 0 && (
          <div>
            <dt>From your Sponsorly balance</dt>
            <dd>−{formatCents(fromBalance)}</dd>
          </div>
        )}
        <div className="deal-fund__total">
          <dt>{fromBalance > 0 ? 'To pay by card' : 'You pay'}</dt>
          <dd className="money">{formatCents(byCard)}</dd>
        </div>
      </dl>
      {deal.payment_processing && (
        <Alert tone="info" title="Payment processing">
          <p>
            Your payment is under way on Stripe. This page moves on by itself when it goes through; if you left Stripe’s page
            before paying, press the button to go back to it.
          </p>
        </Alert>
      )}
      {testMode && onStripe && byCard > 0 && (
        <Alert tone="info" title="Test money">
          <p>Stripe is in test mode: no real card is charged. On Stripe’s page, the test card 4242 4242 4242 4242 pays.</p>
        </Alert>
      )}
      {testMode && !onStripe && byCard > 0 && (
        <Alert tone="info" title="Test money">
          <p>No real card is charged and no money moves.</p>
          <p>
            Test cards: {SANDBOX_CARDS.succeeds} is paid; {SANDBOX_CARDS.declined} is declined; {SANDBOX_CARDS.insufficientFunds}{' '}
            has insufficient funds.
          </p>
        </Alert>
      )}
      <Form form={form} onSubmit={submit} className="deal-fund__form" aria-label="Pay for the deal">
        {byCard > 0 && !onStripe && (
          <FormTextField
            name="card_number"
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            hint="16 digits, as on the card."
          />
        )}
        <FormAlert />
        <Button type="submit" icon={<Wallet aria-hidden="true" />} busy={fund.isPending} busyText="Paying...">
          {byCard === 0
            ? 'Pay from your balance and start the deal'
            : onStripe
              ? deal.payment_processing
                ? 'Back to the payment page'
                : `Pay ${formatCents(byCard)} on Stripe`
              : `Pay ${formatCents(byCard)} and start the deal`}
        </Button>
      </Form>
      {due && (
        <p className="text-muted deal-fund__due">
          Fund it by {due}, or the deal ends and {creator} is told.
        </p>
      )}
    </Card>
  );
}
