import {
  brandTotalCents,
  daysWords,
  describeDeliverable,
  describeUsageRights,
  formatCents,
  type DealPartyAction,
} from '@sponsorly/shared';
import { Check, Repeat, TimerReset, Undo2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { readApiError } from '../../../lib/api-error';
import { useDealSteps, type Deal } from '../api/use-deal';
import { usePlatformFeePercent } from '../offers/use-offer-sources';
import { EXTENSION_TIME, FUNDING_TIME } from '../lib/deal-words';
import { formatDueDate } from '../lib/time-words';
import { dealFormFailure, isDealMoved, SEND_FAILED, tellIfDealMoved } from '../lib/form-failure';
import { CounterOfferForm } from '../offers/counter-offer-form';
import '../styles/deal-card.css';
import '../styles/deal-actions.css';

type Confirmable = 'accept' | 'decline' | 'withdraw';

const STEP_FAILED = 'We couldn’t do that. Please check your connection and try again.';

interface DealActionsProps {
  deal: Deal;
  /** The deal moved meanwhile (409): the page reloads it and says so. */
  onStateChanged: (message: string | undefined) => void;
  /** A step went through. */
  onStepTaken: () => void;
}

/** What accepting commits the reader to, in a sentence. */
function acceptMeaning(deal: Deal): string {
  const { terms } = deal;
  if (deal.your_side === 'creator') {
    return `Accepting agrees to these terms: you receive ${formatCents(terms.price_cents)}. ${deal.brand.name} then has ${FUNDING_TIME} to fund the deal; start the work once it is funded.`;
  }
  const total = terms.total_cents ?? terms.price_cents;
  return `Accepting agrees to these terms: you pay ${formatCents(total)} (the ${formatCents(terms.price_cents)} price and the platform fee) when you fund the deal, within ${FUNDING_TIME}.`;
}

/**
 * What accepting binds the reader to, in full, before anything is sent: the price (the creator what they
 * receive, the brand what it pays), each deliverable with its due date, the revisions, the review window
 * and the usage rights, and the version they are (a counter-offer since is refused, never agreed unseen).
 */
function AgreedTerms({ deal }: { deal: Deal }) {
  const { terms } = deal;
  const creator = deal.your_side === 'creator';
  const price = creator
    ? `You receive ${formatCents(terms.price_cents)}`
    : `You pay ${formatCents(terms.total_cents ?? brandTotalCents(terms.price_cents, terms.fee_cents ?? 0))} (the ${formatCents(terms.price_cents)} price and the platform fee)`;
  return (
    <div className="deal-accept">
      <p>{acceptMeaning(deal)}</p>
      <dl className="deal-accept__terms">
        <div>
          <dt>Price</dt>
          <dd>{price}</dd>
        </div>
        <div>
          <dt>Deliverables</dt>
          <dd>
            <ul>
              {terms.deliverables.map((d) => (
                <li key={d.id}>
                  {describeDeliverable(d)}, due {formatDueDate(d.due_date)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Revisions included</dt>
          <dd>{terms.revisions_included === 0 ? 'None' : terms.revisions_included}</dd>
        </div>
        <div>
          <dt>Review window</dt>
          <dd>{daysWords(terms.review_days)} after the last submission</dd>
        </div>
        <div>
          <dt>Usage rights</dt>
          <dd>{describeUsageRights(terms.usage_rights)}</dd>
        </div>
      </dl>
      <p className="field__hint">Version {terms.version} of the terms. Nothing is agreed until you confirm.</p>
    </div>
  );
}

/**
 * The steps the reader may take now (the deal's `actions`): accept, counter, decline, withdraw, extend.
 * Accepting lists the terms it agrees to and asks first, as decline and withdraw do; every button says
 * what it is doing while it works. A counter-offer opens its form in place of the buttons.
 */
export function DealActions({ deal, onStateChanged, onStepTaken }: DealActionsProps) {
  const titleId = useId();
  const steps = useDealSteps(deal.id);
  const feePercent = usePlatformFeePercent();
  const [countering, setCountering] = useState(false);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [error, setError] = useState<string | null>(null);
  const can = (action: DealPartyAction) => deal.actions.includes(action);
  const side = deal.your_side;
  const counterpart = deal.counterpart?.name ?? 'The other side';
  const busy = Object.values(steps).some((step) => step.isPending);
  // Funding and the review have cards of their own (FundDealCard, ReviewCard, DealWork); this one answers offers.
  const answers = deal.actions.filter((action) => action !== 'fund' && action !== 'approve' && action !== 'request_changes');

  if (!side || answers.length === 0) return null;

  /** A refused step: the deal moved (told by the page), or another failure told here. */
  function failed(failure: unknown) {
    setConfirming(null);
    if (tellIfDealMoved(failure, onStateChanged)) setCountering(false);
    else setError(readApiError(failure).message ?? STEP_FAILED);
  }

  async function take(action: 'accept' | 'decline' | 'withdraw' | 'extend') {
    setError(null);
    try {
      // The version shown: terms countered since are refused (409), never agreed to unseen.
      await steps[action].mutateAsync({ id: deal.id, version: deal.terms.version });
      setConfirming(null);
      onStepTaken();
    } catch (failure) {
      failed(failure);
    }
  }

  if (countering) {
    return (
      <CounterOfferForm
        deal={deal}
        side={side}
        feePercent={feePercent}
        onCancel={() => setCountering(false)}
        onSend={async (changes, message, version) => {
          try {
            // The version the form opened on: terms countered since are refused (409), never answered unseen.
            await steps.counter.mutateAsync({ id: deal.id, version, ...changes, message });
            setCountering(false);
            onStepTaken();
          } catch (failure) {
            if (isDealMoved(failure)) return failed(failure);
            return dealFormFailure(failure, SEND_FAILED);
          }
        }}
      />
    );
  }

  const answering = can('accept') || can('counter') || can('decline');
  return (
    <Card as="section" className="deal-card deal-actions" aria-labelledby={titleId}>
      <h2 id={titleId}>{answering ? 'Your answer' : `Waiting for ${counterpart}`}</h2>
      {answering ? <p>{acceptMeaning(deal)}</p> : <p>You can withdraw your terms while {counterpart} has not answered.</p>}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="deal-actions__buttons">
        {can('accept') && (
          <Button
            icon={<Check aria-hidden="true" />}
            busy={steps.accept.isPending}
            busyText="Accepting..."
            disabled={busy}
            onClick={() => setConfirming('accept')}
          >
            Accept offer
          </Button>
        )}
        {can('counter') && (
          <Button variant="secondary" icon={<Repeat aria-hidden="true" />} disabled={busy} onClick={() => setCountering(true)}>
            Counter
          </Button>
        )}
        {can('extend') && (
          <Button
            variant="secondary"
            icon={<TimerReset aria-hidden="true" />}
            busy={steps.extend.isPending}
            busyText="Extending..."
            disabled={busy}
            onClick={() => void take('extend')}
          >
            Extend by {EXTENSION_TIME}
          </Button>
        )}
        {can('decline') && (
          <Button variant="ghost" icon={<X aria-hidden="true" />} disabled={busy} onClick={() => setConfirming('decline')}>
            Decline
          </Button>
        )}
        {can('withdraw') && (
          <Button
            variant="secondary"
            icon={<Undo2 aria-hidden="true" />}
            disabled={busy}
            onClick={() => setConfirming('withdraw')}
          >
            Withdraw offer
          </Button>
        )}
      </div>
      {can('extend') && <p className="field__hint">Need more time to decide? You can extend the offer once.</p>}

      <Modal
        open={confirming === 'accept'}
        onClose={() => setConfirming(null)}
        title="Accept these terms?"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={busy}>
              Not yet
            </Button>
            <Button busy={steps.accept.isPending} busyText="Accepting..." onClick={() => void take('accept')}>
              Confirm and accept
            </Button>
          </>
        }
      >
        <AgreedTerms deal={deal} />
      </Modal>
      <Modal
        open={confirming === 'decline' || confirming === 'withdraw'}
        onClose={() => setConfirming(null)}
        title={confirming === 'withdraw' ? 'Withdraw your offer?' : 'Decline this offer?'}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={busy}>
              Keep it
            </Button>
            {confirming === 'withdraw' ? (
              <Button busy={steps.withdraw.isPending} busyText="Withdrawing..." onClick={() => void take('withdraw')}>
                Withdraw offer
              </Button>
            ) : (
              <Button busy={steps.decline.isPending} busyText="Declining..." onClick={() => void take('decline')}>
                Decline offer
              </Button>
            )}
          </>
        }
      >
        {confirming === 'withdraw' ? (
          <p>
            {counterpart} will no longer be able to accept these terms. This cannot be undone; you can make a new offer later.
          </p>
        ) : (
          <p>
            {counterpart} will be told, and the offer ends. This cannot be undone. To propose other terms instead, send a
            counter-offer.
          </p>
        )}
      </Modal>
    </Card>
  );
}
