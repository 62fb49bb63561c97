import { formatCents } from '@sponsorly/shared';
import { CheckCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { readApiError } from '../../../lib/api-error';
import { useDealSteps, type Deal } from '../api/use-deal';
import { tellIfDealMoved } from '../lib/form-failure';
import { formatInstant } from '../lib/time-words';
import '../styles/deal-card.css';
import '../styles/deal-actions.css';

const APPROVE_FAILED = 'We couldn’t approve the work. Please check your connection and try again.';

interface ReviewCardProps {
  deal: Deal;
  onStateChanged: (message: string | undefined) => void;
  onDone: (message: string) => void;
}

/** The brand's review of delivered work: approve (which releases the price, after a confirmation), or request changes below. */
export function ReviewCard({ deal, onStateChanged, onDone }: ReviewCardProps) {
  const titleId = useId();
  const { approve } = useDealSteps(deal.id);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const creator = deal.creator.name;
  const price = formatCents(deal.terms.price_cents);
  const work = deal.work;
  const left = work ? work.revisions_included - work.revisions_used : 0;

  async function approveNow() {
    setError(null);
    try {
      await approve.mutateAsync({ id: deal.id });
      setConfirming(false);
      onDone(`Approved. ${price} is released to ${creator}.`);
    } catch (failure) {
      setConfirming(false);
      if (!tellIfDealMoved(failure, onStateChanged)) setError(readApiError(failure).message ?? APPROVE_FAILED);
    }
  }

  return (
    <Card as="section" className="deal-card deal-actions" aria-labelledby={titleId}>
      <h2 id={titleId}>Your review</h2>
      <p>
        Approve the work to release {price} to {creator}, or request changes to a deliverable below
        {left > 0 ? ` (${left} ${left === 1 ? 'revision' : 'revisions'} left)` : ' (no revisions left)'}.
        {work?.review_due_at && ` If you do not answer by ${formatInstant(work.review_due_at)}, the work is approved.`}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="deal-actions__buttons">
        <Button icon={<CheckCheck aria-hidden="true" />} onClick={() => setConfirming(true)}>
          Approve and release {price}
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Approve the work?"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={approve.isPending}>
              Not yet
            </Button>
            <Button busy={approve.isPending} busyText="Approving..." onClick={() => void approveNow()}>
              Approve and release {price}
            </Button>
          </>
        }
      >
        <p>
          {price} goes to {creator} and the deal is complete. This cannot be undone.
        </p>
      </Modal>
    </Card>
  );
}
