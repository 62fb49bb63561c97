import { PHOTO_INPUT_TYPES, PHOTO_LIMITS, PHOTO_MESSAGES, type ImageView } from '@sponsorly/shared';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { usePhoto } from '../api/use-photo';
import './photo-editor.css';

interface PhotoEditorProps {
  photo: ImageView | null;
  /** The link typed in the form, shown while there is no uploaded picture. */
  imageUrl: string | null;
  firstName: string;
  lastName: string;
  /** A creator's photo or a brand's logo: the words change, not the rules. */
  kind: 'photo' | 'logo';
}

/**
 * The own photo (or logo) with its upload and removal, beside the profile form but not part of it: a
 * picture is saved as soon as it is chosen, with a progress bar while it goes up.
 */
export function PhotoEditor({ photo, imageUrl, firstName, lastName, kind }: PhotoEditorProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const word = kind === 'photo' ? 'photo' : 'logo';
  const { action, upload, removePhoto } = usePhoto(PHOTO_MESSAGES.notAnImage);
  const busy = action.status === 'uploading' || action.status === 'removing';

  return (
    <div className="photo-editor">
      <Avatar photo={photo} imageUrl={imageUrl} firstName={firstName} lastName={lastName} size="lg" alt={`Your ${word}`} />
      <div className="photo-editor__controls">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={PHOTO_INPUT_TYPES.join(',')}
          className="sr-only"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <div className="photo-editor__buttons">
          <label htmlFor={inputId} className={`btn btn--secondary btn--sm${busy ? ' btn--disabled' : ''}`}>
            <ImageUp aria-hidden="true" />
            <span>{photo ? `Change ${word}` : `Upload a ${word}`}</span>
          </label>
          {photo && (
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 aria-hidden="true" />}
              busy={action.status === 'removing'}
              busyText="Removing..."
              disabled={busy}
              onClick={() => void removePhoto()}
            >
              Remove {word}
            </Button>
          )}
        </div>
        <p id={hintId} className="field__hint">
          JPEG, PNG or WebP, up to {PHOTO_LIMITS.maxBytes / 1024 / 1024} MB. Square works best; without one, your initials are
          shown.
        </p>
        {action.status === 'uploading' && <UploadProgress label={`Uploading your ${word}...`} progress={action.progress} />}
        {action.status === 'error' && <Alert tone="error">{action.message}</Alert>}
        {action.status === 'done' && (
          <Alert tone="success">
            {action.message === 'uploaded'
              ? kind === 'photo'
                ? PHOTO_MESSAGES.uploaded
                : PHOTO_MESSAGES.logoUploaded
              : kind === 'photo'
                ? PHOTO_MESSAGES.removed
                : PHOTO_MESSAGES.logoRemoved}
          </Alert>
        )}
      </div>
    </div>
  );
}
