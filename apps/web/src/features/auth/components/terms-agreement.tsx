import { useState } from 'react';
import { useFormField } from '../../../components/form/use-form-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TermsModal } from './terms-modal';

/** The terms checkbox of a signup form (its path is `name`), with the terms one click away in a dialog. */
export function TermsAgreement({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const { field, errorProps } = useFormField(name);
  const { value, onChange, ...rest } = field;
  return (
    <>
      <CheckboxField
        {...rest}
        {...errorProps}
        checked={Boolean(value)}
        onChange={onChange}
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
