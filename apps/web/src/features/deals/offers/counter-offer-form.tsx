import {
  DEAL_LIMITS,
  DEAL_MESSAGES,
  counterChanges,
  counterFormFromTerms,
  counterFormSchema,
  type CounterFormOutput,
  type DealTermsFormValues,
} from '@sponsorly/shared';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, FormAlert } from '../../../components/form/form';
import type { FormFailure } from '../../../components/form/form-errors';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { Deal } from '../api/use-deal';
import { OFFER_EXPIRY_TIME } from '../lib/deal-words';
import { todayDate } from '../lib/time-words';
import { DealTermsFields } from './deal-terms-fields';
import './deal-form.css';

interface CounterOfferFormProps {
  deal: Deal;
  side: 'brand' | 'creator';
  feePercent: number;
  /**
   * Sends what changed with the message and the version of the terms the form started from; resolves to
   * the refusal to show, or nothing when it was sent.
   */
  onSend: (changes: ReturnType<typeof counterChanges>, message: string, version: number) => Promise<FormFailure | void>;
  onCancel: () => void;
}

/**
 * A counter-offer: the current terms to change, and a message saying what and why (required). Only the
 * terms that differ are sent; a form that changes nothing is refused before anything is sent. The form
 * answers the terms it opened on: if they were countered while it was open, the server refuses it (409)
 * rather than let it answer terms the person never saw.
 */
export function CounterOfferForm({ deal, side, feePercent, onSend, onCancel }: CounterOfferFormProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [today] = useState(todayDate);
  const [seen] = useState(deal.terms);
  const form = useZodForm<typeof counterFormSchema, DealTermsFormValues>(counterFormSchema, {
    defaultValues: counterFormFromTerms(seen),
  });
  const { isSubmitting } = form.formState;
  const counterpart = deal.counterpart?.name ?? 'the other side';
  const creatorName = side === 'brand' ? (deal.counterpart?.name.split(' ')[0] ?? 'The creator') : 'you';

  // The form replaces the buttons that opened it: start the reader at its heading.
  useEffect(() => headingRef.current?.focus(), []);

  async function send(output: CounterFormOutput) {
    const changes = counterChanges(seen, output);
    if (Object.keys(changes).length === 0) return { message: DEAL_MESSAGES.counterUnchanged };
    return onSend(changes, output.message, seen.version);
  }

  return (
    <Card as="section" className="deal-form deal-form--counter" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        Counter-offer
      </h2>
      <p className="text-muted">
        Change the terms you want different. {counterpart} then has {OFFER_EXPIRY_TIME} to answer.
      </p>
      <Form form={form} onSubmit={send} aria-labelledby={titleId} className="deal-form__form">
        <DealTermsFields side={side} creatorName={creatorName} feePercent={feePercent} today={today} />
        <FormTextAreaField
          label="Message"
          name="message"
          rows={4}
          required
          maxLength={DEAL_LIMITS.messageMax}
          hint={`Say what you changed and why; ${counterpart} reads it with the new terms.`}
        />
        <FormAlert />
        <div className="deal-form__actions deal-form__actions--end">
          <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" icon={<Send aria-hidden="true" />} busy={isSubmitting} busyText="Sending counter-offer...">
            Send counter-offer
          </Button>
        </div>
      </Form>
    </Card>
  );
}
