import { DEAL_LIMITS, offerFormSchema, type DealTermsFormValues, type OfferFormOutput } from '@sponsorly/shared';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Form, FormAlert } from '../../../components/form/form';
import type { FormFailure } from '../../../components/form/form-errors';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { OFFER_EXPIRY_TIME } from '../lib/deal-words';
import { DealTermsFields } from './deal-terms-fields';
import './deal-form.css';

interface OfferFormProps {
  initial: DealTermsFormValues;
  creatorName: string;
  feePercent: number;
  today: string;
  /** Sends the offer; resolves to the server's refusal, or nothing when the offer was made. */
  onSend: (terms: OfferFormOutput) => Promise<FormFailure | void>;
}

/** A brand's offer: the terms, checked with the API's own rules before they are sent, and a message. */
export function OfferForm({ initial, creatorName, feePercent, today, onSend }: OfferFormProps) {
  const titleId = useId();
  const form = useZodForm<typeof offerFormSchema, DealTermsFormValues>(offerFormSchema, { defaultValues: initial });
  const { isSubmitting } = form.formState;

  return (
    <Card as="section" className="deal-form" aria-labelledby={titleId}>
      <h2 id={titleId}>Your offer</h2>
      <Form form={form} onSubmit={onSend} aria-labelledby={titleId} className="deal-form__form">
        <DealTermsFields side="brand" creatorName={creatorName} feePercent={feePercent} today={today} />
        <FormTextAreaField
          label={`Message to ${creatorName} (optional)`}
          name="message"
          rows={4}
          maxLength={DEAL_LIMITS.messageMax}
          hint="What the content is for, and anything that helps them say yes."
        />
        <FormAlert />
        <div className="deal-form__actions">
          <p className="field__hint">
            {creatorName} has {OFFER_EXPIRY_TIME} to accept, counter or decline. Nothing is charged until you fund the deal.
          </p>
          <Button type="submit" icon={<Send aria-hidden="true" />} busy={isSubmitting} busyText="Sending offer...">
            Send offer
          </Button>
        </div>
      </Form>
    </Card>
  );
}
