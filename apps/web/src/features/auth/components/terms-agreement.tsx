import { useState } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TermsModal } from './terms-modal';

interface TermsAgreementProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** The terms checkbox, with the terms themselves one click away in a dialog. */
export function TermsAgreement({ checked, onChange, error }: TermsAgreementProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <CheckboxField
        name="acceptedTerms"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        error={error}
        label={
          <>
            I agree to the{' '}
            <button type="button" className="terms-trigger" onClick={() => setOpen(true)} aria-haspopup="dialog">
              Terms and Conditions
            </button>
          </>
        }
      />
      <TermsModal
        open={open}
        onClose={() => setOpen(false)}
        onAccept={() => {
          onChange(true);
          setOpen(false);
        }}
      />
    </>
  );
}
