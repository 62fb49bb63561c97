import { DELIVERABLE_LIMITS, DELIVERABLE_MESSAGES } from '@sponsorly/shared';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { RestRefusal } from '../../../lib/api-error';
import { trpc } from '../../../lib/trpc';
import { tellIfDealMoved } from '../lib/form-failure';
import './deal-upload.css';

const UPLOAD_FAILED = 'We couldn’t upload the file. Please check your connection and try again.';

interface UploadDraftFormProps {
  dealId: string;
  deliverableId: string;
  label: string;
  onDone: (message: string) => void;
  /** The deal moved meanwhile (409, 404): the page reloads it and says so. */
  onMoved: (message: string | undefined) => void;
}

/**
 * A draft as a file (an image, a video or a PDF, up to 500 MB), sent as multipart to the same address as a
 * link, with its progress shown: a large video takes a while. The server tells the type from the bytes;
 * the size is checked here first only to spare a long upload that would be refused.
 */
export function UploadDraftForm({ dealId, deliverableId, label, onDone, onMoved }: UploadDraftFormProps) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const utils = trpc.useUtils();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  function send() {
    const file = input.current?.files?.[0];
    setError(null);
    if (!file) return setError(DELIVERABLE_MESSAGES.fileMissing);
    if (file.size > DELIVERABLE_LIMITS.fileMaxBytes) return setError(DELIVERABLE_MESSAGES.fileTooLarge);
    const body = new FormData();
    body.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', `/api/deals/${dealId}/deliverables/${encodeURIComponent(deliverableId)}/submissions`);
    request.upload.onprogress = (event) => event.lengthComputable && setProgress(Math.round((event.loaded / event.total) * 100));
    request.onerror = () => {
      setProgress(null);
      setError(UPLOAD_FAILED);
    };
    request.onload = async () => {
      let answer: { message?: string } = {};
      try {
        answer = JSON.parse(request.responseText) as { message?: string };
      } catch {
        // A body that is not JSON (a proxy's page): the generic words below.
      }
      // Whatever the answer, the deal is loaded again before the page says what happened.
      await utils.deals.invalidate();
      setProgress(null);
      if (request.status === 201) {
        if (input.current) input.current.value = '';
        onDone(`${file.name} uploaded as a draft of ${label}.`);
      } else if (!tellIfDealMoved(new RestRefusal(request.status, answer), onMoved)) {
        setError(answer.message ?? UPLOAD_FAILED);
      }
    };
    setProgress(0);
    request.send(body);
  }

  return (
    <div className="deal-upload">
      <label htmlFor={inputId} className="field__label">
        Or upload a file
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*,video/*,application/pdf"
        className="deal-upload__input"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      />
      <p className="field__hint">An image, a video or a PDF, up to 500 MB.</p>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
      {progress !== null && (
        <progress className="deal-upload__progress" max={100} value={progress} aria-label={`Uploading the draft of ${label}`} />
      )}
      <Button
        variant="secondary"
        size="sm"
        icon={<Upload aria-hidden="true" />}
        busy={progress !== null}
        busyText={`Uploading ${progress ?? 0}%...`}
        onClick={send}
      >
        Upload file<span className="sr-only"> for {label}</span>
      </Button>
    </div>
  );
}
