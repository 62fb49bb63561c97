import { LIMITS, MESSAGES } from '@sponsorly/shared';
import { MessageSquare, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CaptchaField, type CaptchaHandle } from '../../../components/captcha/captcha-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, IconBadge } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { readPublicFormFailure } from '../../../lib/public-form-failure';
import { useSubmitContact } from '../api/use-submit-contact';
import {
  CONTACT_FIELDS,
  isContactFilled,
  isImmediateError,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../lib/validate-contact';
import { MessageField } from './message-field';
import './contact-form.css';

const EMPTY: ContactValues = { name: '', email: '', message: '' };

/**
 * The landing page's contact form (spec sections 4 and 5). The spam check appears once name, email and
 * message are filled in; Send Message stays disabled until it is solved; a refused submission resets it.
 */
export function ContactForm() {
  const titleId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const submit = useSubmitContact();
  const captchaRef = useRef<CaptchaHandle>(null);

  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ContactErrors>({});
  const [captchaShown, setCaptchaShown] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const errors = validateContact(values);
  const errorFor = (field: ContactField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const error = errors[field];
    return submitted || touched[field] || isImmediateError(error) ? error : undefined;
  };

  function change(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    if (isContactFilled(next)) setCaptchaShown(true);
  }

  function changeToken(next: string | null) {
    setToken(next);
    if (next) setCaptchaError(undefined);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const form = event.currentTarget;
    const invalid = CONTACT_FIELDS.find((field) => errors[field]);
    if (invalid) {
      form.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    if (!token) {
      setCaptchaError(MESSAGES.captcha.required);
      return;
    }
    submit.mutate(
      { name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), token },
      {
        onSuccess: () => void navigate('/contact-received'),
        onError: (error) => {
          const refused = readPublicFormFailure(error, CONTACT_FIELDS);
          setServerErrors(refused.fields);
          setCaptchaError(refused.captcha);
          setFailure(refused.detail ? `${MESSAGES.contact.failed} ${refused.detail}` : MESSAGES.contact.failed);
          // A solution is good for one submission; the next try needs a fresh check.
          captchaRef.current?.reset();
        },
      },
    );
  }

  return (
    <Card as="div" className="contact-form-card">
      <header className="contact-form-card__header">
        <IconBadge tone="accent">
          <MessageSquare />
        </IconBadge>
        <div>
          <h3 id={titleId}>Send us a message</h3>
          <p className="text-muted">We reply by email within 24 hours on business days.</p>
        </div>
      </header>

      <form className="contact-form" aria-labelledby={titleId} onSubmit={handleSubmit} noValidate>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, name: true }))}
          error={errorFor('name')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, email: true }))}
          error={errorFor('email')}
        />
        <MessageField
          label="Message"
          name="message"
          required
          max={LIMITS.messageMax}
          value={values.message}
          onChange={(event) => change('message', event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, message: true }))}
          error={errorFor('message')}
        />

        {captchaShown && <CaptchaField ref={captchaRef} onTokenChange={changeToken} error={captchaError} />}

        {failure && <Alert tone="error">{failure}</Alert>}

        <div className="contact-form__submit">
          <Button
            type="submit"
            size="lg"
            icon={<Send aria-hidden="true" />}
            disabled={!token}
            busy={submit.isPending}
            busyText="Sending..."
            aria-describedby={token ? undefined : hintId}
          >
            Send Message
          </Button>
          {!token && (
            <p id={hintId} className="contact-form__hint">
              {captchaShown
                ? 'Tick "I\'m not a robot" above to send your message.'
                : 'Fill in your name, email and message, then confirm you are not a robot.'}
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}
