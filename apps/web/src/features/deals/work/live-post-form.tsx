import { submitLinkSchema } from '@sponsorly/shared';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { SEND_FAILED } from '../lib/form-failure';
import '../styles/deal-draft-form.css';

const liveForm = submitLinkSchema.pick({ url: true });

/** The creator's live post of an approved deliverable: the usage rights run from its date. */
export function LivePostForm({ label, onSend }: { label: string; onSend: (url: string) => Promise<void> }) {
  const form = useZodForm(liveForm, { defaultValues: { url: '' } });
  return (
    <Form
      form={form}
      className="deal-draft-form"
      aria-label={`Live post of ${label}`}
      onSubmit={async ({ url }) => {
        try {
          await onSend(url);
        } catch (failure) {
          return failureFromError(failure, SEND_FAILED);
        }
      }}
    >
      <FormTextField
        name="url"
        label="Link to the live post"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="The usage rights run from the day it is live."
      />
      <FormAlert />
      <Button type="submit" variant="secondary" size="sm" busy={form.formState.isSubmitting} busyText="Saving...">
        Add the live post
      </Button>
    </Form>
  );
}
