import { useCallback, type Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { CaptchaField, type CaptchaHandle } from '../captcha/captcha-field';
import { firstMessage } from './form-errors';

interface FormCaptchaFieldProps {
  /** The path of the solution in the form's values (`token`); its error shows under the widget. */
  name: string;
  ref?: Ref<CaptchaHandle>;
}

/**
 * The spam check as a field of the form: a solved check sets its value, a reset empties it. The
 * server's refusal of a solution ("Please complete the CAPTCHA verification.") lands at its path.
 */
export function FormCaptchaField({ name, ref }: FormCaptchaFieldProps) {
  const { fieldState } = useController({ name });
  const { setValue, clearErrors } = useFormContext();
  const changeToken = useCallback(
    (token: string | null) => {
      // Not checked here: a reset after a refusal must not add "complete the check" to the refusal.
      setValue(name, token ?? '', { shouldDirty: true });
      if (token) clearErrors(name);
    },
    [setValue, clearErrors, name],
  );
  return <CaptchaField ref={ref} onTokenChange={changeToken} error={firstMessage(fieldState.error)} />;
}
