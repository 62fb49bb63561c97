import { DELIVERABLE_LIMITS, submitLinkSchema, type SubmitLinkInput } from '@sponsorly/shared';
import { Send } from 'lucide-react';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError } from '../../../components/form/form-errors';
import { FormTextAreaField, FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { SEND_FAILED } from '../lib/form-failure';
import '../styles/deal-draft-form.css';

interface SubmitDraftFormProps {
  /** "Instagram Reel": what the draft is of, for the form's name. */
  label: string;
  /** A draft again after a change request. */
  revising: boolean;
  onSubmit: (draft: SubmitLinkInput) => Promise<void>;
  /** The deal moved meanwhile (409, 404): the page says so. */
  isMoved: (failure: unknown) => boolean;
}

/** The creator's draft of one deliverable as a link to the work, checked by the rule the server applies. */
export function SubmitDraftForm({ label, revising, onSubmit, isMoved }: SubmitDraftFormProps) {
  const form = useZodForm(submitLinkSchema, { defaultValues: { url: '', note: '' } });
  async function submit(values: SubmitLinkInput) {
    try {
      await onSubmit(values);
      form.reset({ url: '', note: '' });
    } catch (failure) {
      if (isMoved(failure)) return;
      return failureFromError(failure, SEND_FAILED);
    }
  }
  return (
    <Form
      form={form}
      onSubmit={submit}
      className="deal-draft-form"
      aria-label={`${revising ? 'Submit a new draft of' : 'Submit'} ${label}`}
    >
      <FormTextField
        name="url"
        label="Link to the work"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="A shared folder, a private video or the post’s draft."
      />
      <FormTextAreaField
        name="note"
        label="Note for the brand (optional)"
        rows={2}
        maxLength={DELIVERABLE_LIMITS.noteMax}
        liveMax={DELIVERABLE_LIMITS.noteMax}
        showCount
      />
      <FormAlert />
      <Button type="submit" icon={<Send aria-hidden="true" />} busy={form.formState.isSubmitting} busyText="Submitting...">
        {revising ? 'Submit new draft' : 'Submit draft'}
      </Button>
    </Form>
  );
}
