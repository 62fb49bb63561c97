import { ERROR_CODES } from '@sponsorly/shared';
import { useState } from 'react';
import { FormCaptchaField } from '../../../components/form/form-captcha-field';
import { readApiError } from '../../../lib/api-error';

/**
 * After many failed logins for an account the server asks for a solved captcha (429
 * `captcha_required`) rather than locking the owner out; the form then shows the widget, whose solution
 * goes in `loginSchema`'s `captcha` field.
 */
export function useLoginCaptcha() {
  const [needed, setNeeded] = useState(false);
  // A solution is accepted once: each failed attempt gets a fresh widget.
  const [attempt, setAttempt] = useState(0);
  return {
    needed,
    attempt,
    onFailure(error: unknown) {
      if (readApiError(error).appCode === ERROR_CODES.captchaRequired) setNeeded(true);
      setAttempt((n) => n + 1);
    },
  };
}

/** The widget, once the server has asked for it. */
export function LoginCaptcha({ captcha }: { captcha: ReturnType<typeof useLoginCaptcha> }) {
  if (!captcha.needed) return null;
  return <FormCaptchaField key={captcha.attempt} name="captcha" />;
}
