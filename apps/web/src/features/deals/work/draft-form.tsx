import { DELIVERABLE_LIMITS, DELIVERABLE_MESSAGES, submitLinkSchema, type SubmitLinkInput } from '@sponsorly/shared';
import { Send } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { z } from 'zod';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError, type FormFailure } from '../../../components/form/form-errors';
import { FormTextAreaField, FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { RestRefusal } from '../../../lib/api-error';
import { trpc } from '../../../lib/trpc';
import { SEND_FAILED } from '../lib/form-failure';
import '../styles/deal-draft-form.css';
import './deal-upload.css';

const UPLOAD_FAILED = 'We couldn’t upload the file. Please check your connection and try again.';

/** The fields as typed; the link is checked by the server's own rule on submit, the file here. */
const draftForm = z.object({ url: z.string(), note: z.string() });
type DraftValues = z.infer<typeof draftForm>;

interface DraftFormProps {
  dealId: string;
  deliverableId: string;
  /** "1 × Instagram Reel": what the draft is of, for the form's name. */
  label: string;
  /** A draft again after a change request or to replace one. */
  revising: boolean;
  /** Sends a link draft (tRPC); rejects with the refusal. */
  onSubmitLink: (draft: SubmitLinkInput) => Promise<void>;
  /** The draft went through: what the page says. */
  onDone: (message: string) => void;
  /** Whether a refusal means the deal moved meanwhile (409, 404): the page reloads it and says so. */
  isMoved: (failure: unknown) => boolean;
}

/** What an upload answered: its status and body, or nothing when the connection failed. */
type UploadAnswer = { status: number; body: { message?: string; fields?: Record<string, string> } } | null;

/**
 * One draft of one deliverable: a link to the work or a file (an image, a video or a PDF, up to 500 MB,
 * with its upload's progress), a note for the brand, and "Submit draft". Choosing a file only chooses it:
 * nothing is sent until "Submit draft". A file goes as multipart (the note first) to the address a link
 * goes to as JSON; the server tells the type from the bytes, the size is checked here first only to spare
 * a long upload that would be refused.
 */
export function DraftForm({ dealId, deliverableId, label, revising, onSubmitLink, onDone, isMoved }: DraftFormProps) {
  const kindName = useId();
  const fileId = useId();
  const fileErrorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const utils = trpc.useUtils();
  const form = useZodForm(draftForm, { defaultValues: { url: '', note: '' } });
  const [kind, setKind] = useState<'link' | 'file'>('link');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  function upload(chosen: File, note: string): Promise<UploadAnswer> {
    const body = new FormData();
    // The note before the file: the server reads the parts in order and records the draft with the file.
    body.append('note', note);
    body.append('file', chosen);
    return new Promise((resolve) => {
      const request = new XMLHttpRequest();
      request.open('POST', `/api/deals/${dealId}/deliverables/${encodeURIComponent(deliverableId)}/submissions`);
      request.upload.onprogress = (event) =>
        event.lengthComputable && setProgress(Math.round((event.loaded / event.total) * 100));
      request.onerror = () => resolve(null);
      request.onload = () => {
        let answer: { message?: string } = {};
        try {
          answer = JSON.parse(request.responseText) as { message?: string };
        } catch {
          // A body that is not JSON (a proxy's page): the generic words.
        }
        resolve({ status: request.status, body: answer });
      };
      setProgress(0);
      request.send(body);
    });
  }

  async function submitFile(note: string): Promise<FormFailure | void> {
    setFileError(null);
    if (!file) {
      setFileError(DELIVERABLE_MESSAGES.fileMissing);
      fileInput.current?.focus();
      return;
    }
    if (file.size > DELIVERABLE_LIMITS.fileMaxBytes) {
      setFileError(DELIVERABLE_MESSAGES.fileTooLarge);
      fileInput.current?.focus();
      return;
    }
    const answer = await upload(file, note.trim());
    // Whatever the answer, the deal is loaded again before the page says what happened.
    await utils.deals.invalidate();
    setProgress(null);
    if (!answer) return { message: UPLOAD_FAILED };
    if (answer.status === 201) {
      onDone(`${file.name} submitted as a draft of ${label}.`);
      return;
    }
    const refusal = new RestRefusal(answer.status, answer.body);
    if (isMoved(refusal)) return;
    const told = answer.body.fields?.file;
    if (told) {
      setFileError(told);
      return;
    }
    return { message: answer.body.message ?? UPLOAD_FAILED };
  }

  async function submit(values: DraftValues): Promise<FormFailure | void> {
    if (kind === 'file') return submitFile(values.note);
    const checked = submitLinkSchema.safeParse(values);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[String(issue.path[0])] ??= issue.message;
      return { fields };
    }
    try {
      await onSubmitLink(checked.data);
      form.reset({ url: '', note: '' });
      onDone(`Draft of ${label} submitted.`);
    } catch (failure) {
      if (isMoved(failure)) return;
      return failureFromError(failure, SEND_FAILED);
    }
  }

  const busy = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      onSubmit={submit}
      className="deal-draft-form"
      aria-label={`${revising ? 'Submit a new draft of' : 'Submit a draft of'} ${label}`}
    >
      <fieldset className="deal-draft-form__kind">
        <legend className="field__label">Your draft</legend>
        <label>
          <input type="radio" name={kindName} value="link" checked={kind === 'link'} onChange={() => setKind('link')} />A link
        </label>
        <label>
          <input type="radio" name={kindName} value="file" checked={kind === 'file'} onChange={() => setKind('file')} />A file
        </label>
      </fieldset>
      {kind === 'link' ? (
        <FormTextField
          name="url"
          label="Link to the work"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="A shared folder, a private video or the post’s draft."
        />
      ) : (
        <div className="deal-upload">
          <label htmlFor={fileId} className="field__label">
            File
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept="image/*,video/*,application/pdf"
            className="deal-upload__input"
            aria-describedby={fileError ? fileErrorId : undefined}
            aria-invalid={fileError ? true : undefined}
            disabled={busy}
            onChange={(event) => {
              // Choosing a file only chooses it: it is sent with "Submit draft".
              setFile(event.target.files?.[0] ?? null);
              setFileError(null);
            }}
          />
          <p className="field__hint">An image, a video or a PDF, up to 500 MB. It is sent when you submit the draft.</p>
          {fileError && (
            <p id={fileErrorId} className="field__error" role="alert">
              {fileError}
            </p>
          )}
          {progress !== null && (
            <progress
              className="deal-upload__progress"
              max={100}
              value={progress}
              aria-label={`Uploading the draft of ${label}`}
            />
          )}
        </div>
      )}
      <FormTextAreaField
        name="note"
        label="Note for the brand (optional)"
        rows={2}
        maxLength={DELIVERABLE_LIMITS.noteMax}
        liveMax={DELIVERABLE_LIMITS.noteMax}
        showCount
      />
      <FormAlert />
      <Button
        type="submit"
        icon={<Send aria-hidden="true" />}
        busy={busy}
        busyText={progress !== null ? `Uploading ${progress}%...` : 'Submitting...'}
      >
        {revising ? 'Submit new draft' : 'Submit draft'}
      </Button>
    </Form>
  );
}
