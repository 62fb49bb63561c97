import { DELIVERABLE_LIMITS, requestChangesSchema, type RequestChangesInput } from '@sponsorly/shared';
import { PencilLine } from 'lucide-react';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError } from '../../../components/form/form-errors';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { SEND_FAILED } from '../lib/form-failure';
import '../styles/deal-draft-form.css';

interface RequestChangesFormProps {
  deliverableId: string;
  label: string;
  onSend: (input: RequestChangesInput) => Promise<void>;
  onCancel: () => void;
  isMoved: (failure: unknown) => boolean;
}

/** The brand's change request on one deliverable: what should change, in words. */
export function RequestChangesForm({ deliverableId, label, onSend, onCancel, isMoved }: RequestChangesFormProps) {
  const form = useZodForm(requestChangesSchema, { defaultValues: { deliverable_id: deliverableId, comment: '' } });
  async function submit(values: RequestChangesInput) {
    try {
      await onSend(values);
    } catch (failure) {
      if (isMoved(failure)) return;
      return failureFromError(failure, SEND_FAILED);
    }
  }
  return (
    <Form form={form} onSubmit={submit} className="deal-draft-form" aria-label={`Request changes to ${label}`}>
      <FormTextAreaField
        name="comment"
        label="What should change"
        rows={3}
        maxLength={DELIVERABLE_LIMITS.commentMax}
        liveMax={DELIVERABLE_LIMITS.commentMax}
        showCount
      />
      <FormAlert />
      <div className="deal-draft-form__buttons">
        <Button type="submit" icon={<PencilLine aria-hidden="true" />} busy={form.formState.isSubmitting} busyText="Sending...">
          Send change request
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
