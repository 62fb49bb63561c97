import { FIELD_LIMITS, PROFILE_MESSAGES } from '@sponsorly/shared';
import { Save } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormTextField } from '../../../components/form/form-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import './profile-form.css';

/** A titled group of fields in a profile form. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="section" className="form-section" aria-labelledby={titleId}>
      <header className="form-section__header">
        <h2 id={titleId}>{title}</h2>
        {description && <p className="text-muted">{description}</p>}
      </header>
      <div className="form-section__fields">{children}</div>
    </Card>
  );
}

/** First and last name, required in both profile forms. */
export function NameFields() {
  return (
    <div className="form-row form-row--2">
      <FormTextField label="First Name" name="first_name" autoComplete="given-name" required maxLength={FIELD_LIMITS.nameMax} />
      <FormTextField label="Last Name" name="last_name" autoComplete="family-name" required maxLength={FIELD_LIMITS.nameMax} />
    </div>
  );
}

/** The page title of both edit forms. */
export function FormHeader({ subtitle }: { subtitle: string }) {
  return (
    <header className="profile-form__header">
      <h1>Edit Profile</h1>
      <p className="text-muted">{subtitle}</p>
    </header>
  );
}

interface SaveBarProps {
  status: 'idle' | 'pending' | 'success' | 'error';
  cancelTo: string;
}

/**
 * The end of a profile form: the spec's green or red box, and Save Profile, which says "Saving..."
 * and is disabled while the save is under way (and after it succeeded, while we move on).
 */
export function SaveBar({ status, cancelTo }: SaveBarProps) {
  return (
    <div className="save-bar">
      {status === 'success' && <Alert tone="success">{PROFILE_MESSAGES.saved}</Alert>}
      {status === 'error' && <Alert tone="error">{PROFILE_MESSAGES.saveFailed}</Alert>}
      <div className="save-bar__actions">
        <Link to={cancelTo} className="save-bar__cancel">
          Cancel
        </Link>
        <Button
          type="submit"
          size="lg"
          icon={<Save aria-hidden="true" />}
          busy={status === 'pending'}
          busyText="Saving..."
          disabled={status === 'success'}
        >
          Save Profile
        </Button>
      </div>
    </div>
  );
}
