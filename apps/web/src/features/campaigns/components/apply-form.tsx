import {
  CAMPAIGN_LIMITS as L,
  EMPTY_APPLICATION_FORM,
  applicationFormFields,
  applicationFormSchema,
  type ApplicationFormOutput,
  type ApplicationFormValues,
} from '@sponsorly/shared';
import { Plus, Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError, type FormFailure } from '../../../components/form/form-errors';
import { FormListError, FormTextAreaField, FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useApplicationChanges } from '../api/use-applications';

interface ApplyFormProps {
  campaignId: string;
  campaignTitle: string;
  /** "$500 – $800", shown beside the price. */
  budget: string | null;
  onSent: () => void;
  onCancel: () => void;
}

/** A creator's application: a pitch (with its count), a price in dollars and up to five links. */
export function ApplyForm({ campaignId, campaignTitle, budget, onSent, onCancel }: ApplyFormProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { submit } = useApplicationChanges();
  const form = useZodForm<typeof applicationFormSchema, ApplicationFormValues>(applicationFormSchema, {
    defaultValues: EMPTY_APPLICATION_FORM,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'links' });
  const { isSubmitting } = form.formState;

  // The form opens where the Apply button was; the keyboard and the screen reader move to it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function send(output: ApplicationFormOutput): Promise<FormFailure | void> {
    try {
      await submit.mutateAsync({ id: campaignId, ...output });
    } catch (error) {
      const failure = failureFromError(error, 'Your application was not sent. Please try again.');
      return failure.fields ? { fields: applicationFormFields(failure.fields) } : failure;
    }
    onSent();
  }

  return (
    <Card as="section" className="apply-form" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        Apply to {campaignTitle}
      </h2>
      <Form form={form} onSubmit={send} aria-labelledby={titleId} className="apply-form__form">
        <FormTextAreaField
          label="Your pitch"
          name="pitch"
          hint="Why you fit, and your idea for the content. Plain text."
          maxLength={L.pitchMax}
          liveMax={L.pitchMax}
          showCount
          rows={6}
        />
        <FormTextField
          label="Your price (USD)"
          name="price"
          inputMode="decimal"
          placeholder="e.g. 600"
          hint={budget ? `In dollars. The brand's budget is ${budget} per creator.` : 'In dollars, like 600 or 600.50.'}
          className="apply-form__price"
        />
        <fieldset className="apply-form__links" aria-describedby="apply-links-error">
          <legend className="field__label">Links to your work (optional)</legend>
          {fields.map((row, index) => (
            <div key={row.id} className="apply-form__link">
              <FormTextField
                label={`Link ${index + 1}`}
                name={`links.${index}.url`}
                type="url"
                inputMode="url"
                placeholder="https://"
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                icon={<Trash2 aria-hidden="true" />}
                onClick={() => remove(index)}
                disabled={fields.length === 1}
              >
                <span className="sr-only">Remove link {index + 1}</span>
              </Button>
            </div>
          ))}
          <FormListError name="links" id="apply-links-error" />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            icon={<Plus aria-hidden="true" />}
            onClick={() => append({ url: '' })}
            disabled={fields.length >= L.linksMax}
          >
            Add link
          </Button>
          <p className="field__hint">Up to {L.linksMax} posts or profiles that show what you make.</p>
        </fieldset>
        <FormAlert />
        <div className="apply-form__buttons">
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" icon={<Send aria-hidden="true" />} busy={isSubmitting} busyText="Sending...">
            Send application
          </Button>
        </div>
      </Form>
    </Card>
  );
}
