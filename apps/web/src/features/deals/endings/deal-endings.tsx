import {
  ENDING_LIMITS,
  cancellationRequestSchema,
  disputeAnswerInputSchema,
  isCancellable,
  outcomeSentence,
} from '@sponsorly/shared';
import { CircleSlash, Gavel, ShieldAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { z } from 'zod';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError } from '../../../components/form/form-errors';
import { FormTextAreaField, FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { postForm, readApiError } from '../../../lib/api-error';
import { trpc } from '../../../lib/trpc';
import { useDealSteps, type Deal } from '../api/use-deal';
import { partyName } from '../lib/deal-words';
import { isDealMoved, SEND_FAILED, tellIfDealMoved } from '../lib/form-failure';
import { formatInstant } from '../lib/time-words';
import '../styles/deal-card.css';
import '../styles/deal-actions.css';
import '../styles/deal-work.css';
import '../styles/deal-draft-form.css';
import '../work/deal-upload.css';
import './deal-endings.css';

interface DealEndingsProps {
  deal: Deal;
  onStateChanged: (message: string | undefined) => void;
  onDone: (message: string) => void;
}

/** From funding to approval: where a cancellation, a dispute or a cancellation for lateness can come up. */
const UNDER_WAY = ['in_progress', 'delivered', 'changes_requested'];
/** The dispute form: a reason and, optionally, one link to evidence (the API takes up to ten). */
const disputeFormSchema = z.object({
  reason: cancellationRequestSchema.shape.reason,
  evidence: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^https?:\/\/\S+$/.test(value),
      'Each piece of evidence is a link starting with https://.',
    ),
});
const answerFormSchema = disputeAnswerInputSchema.pick({ answer: true });

/**
 * When a deal goes wrong: a cancellation request (asked, answered, or waiting), the brand's own
 * cancellation for a late deliverable, and a dispute with its answer and an admin's decision.
 */
export function DealEndings({ deal, onStateChanged, onDone }: DealEndingsProps) {
  const titleId = useId();
  const steps = useDealSteps(deal.id);
  const utils = trpc.useUtils();
  const [form, setForm] = useState<'cancel' | 'dispute' | null>(null);
  const [confirmOverdue, setConfirmOverdue] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const side = deal.your_side;
  const { cancellation, dispute } = deal;
  const working = UNDER_WAY.includes(deal.status);
  const canAskToCancel = isCancellable(deal.status);
  const canDispute = deal.status === 'delivered' || deal.status === 'changes_requested';
  if (!side || (!working && !dispute)) return null;
  const other = deal.counterpart?.name ?? 'The other side';

  const moved = (failure: unknown) => tellIfDealMoved(failure, onStateChanged);
  // A button's refusal shows on the card; a form's shows in the form (ReasonForm, AnswerForm).
  const act = async (run: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await run();
      onDone(done);
    } catch (failure) {
      if (!moved(failure)) setError(readApiError(failure).message ?? SEND_FAILED);
    }
  };

  return (
    <Card as="section" className="deal-card deal-endings" aria-labelledby={titleId}>
      <h2 id={titleId}>{dispute?.status === 'open' || deal.status === 'disputed' ? 'Dispute' : 'If something goes wrong'}</h2>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}

      {dispute && (
        <div className="deal-endings__dispute">
          <p>
            <ShieldAlert aria-hidden="true" /> {dispute.opened_side === side ? 'You' : partyName(deal, dispute.opened_side)}{' '}
            opened a dispute on {formatInstant(dispute.created_at)}:
          </p>
          <blockquote>{dispute.reason}</blockquote>
          {dispute.evidence.map((url) => (
            <a key={url} href={url} target="_blank" rel="noopener noreferrer nofollow" className="deal-work__link">
              {url}
            </a>
          ))}
          {dispute.answer ? (
            <>
              <p>{dispute.opened_side === side ? `${other} answered:` : 'Your answer:'}</p>
              <blockquote>{dispute.answer}</blockquote>
            </>
          ) : dispute.status === 'open' && dispute.opened_side !== side ? (
            <AnswerForm
              onSend={async (answer) => {
                await steps.answerDispute.mutateAsync({ id: deal.id, answer });
                onDone('Your answer is with the admin.');
              }}
              isMoved={moved}
            />
          ) : dispute.status === 'open' ? (
            <p className="text-muted">
              {other} may answer until {formatInstant(dispute.answer_due_at)}.
            </p>
          ) : null}
          {dispute.status === 'open' ? (
            <p className="deal-endings__wait">An admin is reviewing the deal and will decide. The money stays held meanwhile.</p>
          ) : (
            <div className="deal-endings__decision">
              <p>
                <Gavel aria-hidden="true" />{' '}
                <strong>Decided {dispute.resolved_at ? formatInstant(dispute.resolved_at) : ''}.</strong>{' '}
                {outcomeSentence(dispute.outcome ?? 'resume', deal.terms.price_cents, dispute.creator_percent)}
              </p>
              {dispute.note && <blockquote>{dispute.note}</blockquote>}
            </div>
          )}
        </div>
      )}

      {working && cancellation && (
        <div className="deal-endings__request">
          <p>
            <CircleSlash aria-hidden="true" /> {cancellation.requested_side === side ? 'You asked' : `${other} asked`} to cancel
            the deal:
          </p>
          <blockquote>{cancellation.reason}</blockquote>
          {cancellation.requested_side === side ? (
            <p className="text-muted">
              Waiting for {other}. If there is no answer by {formatInstant(cancellation.answer_due_at)}, the deal is canceled and
              the brand refunded.
            </p>
          ) : (
            <>
              <p className="text-muted">
                Accepting cancels the deal and refunds the brand. Without an answer by {formatInstant(cancellation.answer_due_at)}
                , it is accepted.
              </p>
              <div className="deal-actions__buttons">
                <Button
                  busy={steps.acceptCancellation.isPending}
                  busyText="Canceling..."
                  onClick={() => void act(() => steps.acceptCancellation.mutateAsync({ id: deal.id }), 'The deal is canceled.')}
                >
                  Accept and cancel the deal
                </Button>
                <Button
                  variant="secondary"
                  busy={steps.refuseCancellation.isPending}
                  busyText="Refusing..."
                  onClick={() =>
                    void act(() => steps.refuseCancellation.mutateAsync({ id: deal.id }), 'You refused: the deal goes on.')
                  }
                >
                  Refuse
                </Button>
              </div>
            </>
          )}
        </div>
      )}

      {working && !cancellation && form === null && (canAskToCancel || canDispute || deal.can_cancel_overdue) && (
        <div className="deal-actions__buttons">
          {canAskToCancel && (
            <Button variant="secondary" size="sm" onClick={() => setForm('cancel')}>
              Ask to cancel
            </Button>
          )}
          {canDispute && (
            <Button variant="secondary" size="sm" onClick={() => setForm('dispute')}>
              Open a dispute
            </Button>
          )}
          {deal.can_cancel_overdue && (
            <Button variant="ghost" size="sm" onClick={() => setConfirmOverdue(true)}>
              Cancel for a late deliverable
            </Button>
          )}
        </div>
      )}
      {form === 'cancel' && (
        <ReasonForm
          label="Why do you want to cancel?"
          submitText="Send the request"
          onCancel={() => setForm(null)}
          isMoved={moved}
          onSend={async ({ reason }) => {
            await steps.requestCancellation.mutateAsync({ id: deal.id, reason });
            setForm(null);
            onDone(`Your request is with ${other}.`);
          }}
        />
      )}
      {form === 'dispute' && (
        <ReasonForm
          label="What is wrong?"
          submitText="Open the dispute"
          withEvidence
          onCancel={() => setForm(null)}
          isMoved={moved}
          onSend={async ({ reason, evidence }, files) => {
            if (files.length === 0) {
              await steps.openDispute.mutateAsync({ id: deal.id, reason, evidence: evidence ? [evidence] : [] });
            } else {
              // Files go as multipart to the same address; the server tells their type from their bytes.
              const body = new FormData();
              body.append('reason', reason);
              if (evidence) body.append('evidence', evidence);
              for (const file of files) body.append('file', file);
              try {
                await postForm(`/api/deals/${deal.id}/disputes`, body);
              } catch (failure) {
                // A deal that moved meanwhile is loaded again before the page says so, as after every other
                // step; a lost connection is told at once, without waiting on a reload that would fail too.
                if (isDealMoved(failure)) await utils.deals.invalidate();
                throw failure;
              }
              await utils.deals.invalidate();
            }
            setForm(null);
            onDone('The dispute is open. An admin will decide; the money stays held meanwhile.');
          }}
        />
      )}
      <Modal
        open={confirmOverdue}
        onClose={() => setConfirmOverdue(false)}
        title="Cancel the deal?"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmOverdue(false)}>
              Keep the deal
            </Button>
            <Button
              busy={steps.cancelOverdue.isPending}
              busyText="Canceling..."
              onClick={() =>
                void act(async () => {
                  setConfirmOverdue(false);
                  await steps.cancelOverdue.mutateAsync({ id: deal.id });
                }, 'The deal is canceled and you are refunded in full.')
              }
            >
              Cancel and refund me
            </Button>
          </>
        }
      >
        <p>
          A deliverable is more than a day past its due date and not submitted. You are refunded in full, and {other} is told.
        </p>
      </Modal>
    </Card>
  );
}

function ReasonForm({
  label,
  submitText,
  withEvidence = false,
  onSend,
  onCancel,
  isMoved,
}: {
  label: string;
  submitText: string;
  withEvidence?: boolean;
  onSend: (values: { reason: string; evidence: string }, files: File[]) => Promise<void>;
  onCancel: () => void;
  isMoved: (failure: unknown) => boolean;
}) {
  const form = useZodForm(disputeFormSchema, { defaultValues: { reason: '', evidence: '' } });
  const filesId = useId();
  const filesRef = useRef<HTMLInputElement>(null);
  return (
    <Form
      form={form}
      className="deal-draft-form"
      aria-label={submitText}
      onSubmit={async (values) => {
        try {
          await onSend(values, [...(filesRef.current?.files ?? [])]);
        } catch (failure) {
          if (isMoved(failure)) return;
          return failureFromError(failure, SEND_FAILED);
        }
      }}
    >
      <FormTextAreaField
        name="reason"
        label={label}
        rows={3}
        maxLength={ENDING_LIMITS.reasonMax}
        liveMax={ENDING_LIMITS.reasonMax}
        showCount
      />
      {withEvidence && (
        <FormTextField name="evidence" label="Link to evidence (optional)" type="url" inputMode="url" placeholder="https://" />
      )}
      {withEvidence && (
        <div className="deal-upload">
          <label htmlFor={filesId} className="field__label">
            Evidence files (optional)
          </label>
          <input
            ref={filesRef}
            id={filesId}
            type="file"
            multiple
            accept="image/*,video/*,application/pdf"
            className="deal-upload__input"
          />
          <p className="field__hint">Up to 5 images, videos or PDFs.</p>
        </div>
      )}
      <FormAlert />
      <div className="deal-draft-form__buttons">
        <Button type="submit" busy={form.formState.isSubmitting} busyText="Sending...">
          {submitText}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function AnswerForm({ onSend, isMoved }: { onSend: (answer: string) => Promise<void>; isMoved: (failure: unknown) => boolean }) {
  const form = useZodForm(answerFormSchema, { defaultValues: { answer: '' } });
  return (
    <Form
      form={form}
      className="deal-draft-form"
      aria-label="Answer the dispute"
      onSubmit={async ({ answer }) => {
        try {
          await onSend(answer);
        } catch (failure) {
          if (isMoved(failure)) return;
          return failureFromError(failure, SEND_FAILED);
        }
      }}
    >
      <FormTextAreaField
        name="answer"
        label="Your side of it"
        rows={3}
        maxLength={ENDING_LIMITS.reasonMax}
        liveMax={ENDING_LIMITS.reasonMax}
        showCount
      />
      <FormAlert />
      <Button type="submit" busy={form.formState.isSubmitting} busyText="Sending...">
        Send your answer
      </Button>
    </Form>
  );
}
