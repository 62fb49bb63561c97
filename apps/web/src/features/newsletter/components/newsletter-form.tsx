import { MESSAGES } from '@sponsorly/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CaptchaField, type CaptchaHandle } from '../../../components/captcha/captcha-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { emailAddressError } from '../../../lib/email-address';
import { readPublicFormFailure } from '../../../lib/public-form-failure';
import { useSubscribe } from '../api/use-subscribe';
import './newsletter-form.css';

/**
 * The footer's subscribe form (spec sections 1 and 4): the spam check appears once an email is typed,
 * Subscribe stays disabled until it is solved, and success replaces the form with a thank-you.
 */
export function NewsletterForm() {
  const hintId = useId();
  const subscribe = useSubscribe();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const emailError = emailAddressError(email);
  const shownEmailError = serverError ?? (touched ? emailError : undefined);

  if (subscribe.isSuccess) {
    return (
      <Alert tone="success" className="newsletter-thanks">
        {subscribe.data.message || MESSAGES.newsletter.thanks}
      </Alert>
    );
  }

  function changeToken(next: string | null) {
    setToken(next);
    if (next) setCaptchaError(undefined);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setTouched(true);
    if (emailError) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      return;
    }
    if (!token) {
      setCaptchaError(MESSAGES.captcha.required);
      return;
    }
    subscribe.mutate(
      { email: email.trim(), token },
      {
        onError: (error) => {
          const refused = readPublicFormFailure(error, ['email'] as const);
          setServerError(refused.fields.email);
          setCaptchaError(refused.captcha);
          setFailure(refused.detail ? `${MESSAGES.newsletter.failed} ${refused.detail}` : MESSAGES.newsletter.failed);
          captchaRef.current?.reset();
        },
      },
    );
  }

  return (
    <form className="newsletter-form" aria-label="Newsletter signup" onSubmit={handleSubmit} noValidate>
      <TextField
        label="Email address"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setServerError(undefined);
          if (event.target.value.trim()) setCaptchaShown(true);
        }}
        onBlur={() => setTouched(true)}
        error={shownEmailError}
      />
      {captchaShown && <CaptchaField ref={captchaRef} onTokenChange={changeToken} error={captchaError} />}
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button
        type="submit"
        variant="accent"
        disabled={!token}
        busy={subscribe.isPending}
        busyText="Subscribing..."
        aria-describedby={token ? undefined : hintId}
      >
        Subscribe
      </Button>
      {!token && (
        <p id={hintId} className="newsletter-form__hint">
          {captchaShown ? 'Tick "I\'m not a robot" to subscribe.' : 'Enter your email, then confirm you are not a robot.'}
        </p>
      )}
    </form>
  );
}
