import { contactSchema, FIELD_LIMITS, PUBLIC_FORM_LIMITS, PUBLIC_FORM_MESSAGES, type ContactInput } from '@sponsorly/shared';
import { MessageSquare, Send } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { CaptchaHandle } from '../../../components/captcha/captcha-field';
import { Form, FormAlert } from '../../../components/form/form';
import { FormCaptchaField } from '../../../components/form/form-captcha-field';
import { FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { Card, IconBadge } from '../../../components/ui/card';
import { publicFormFailure } from '../../../lib/public-form-failure';
import { useSubmitContact } from '../api/use-submit-contact';
import { MessageField } from './message-field';
import './contact-form.css';

const EMPTY: Required<ContactInput> = { name: '', email: '', message: '', token: '' };

/**
 * The landing page's contact form (spec sections 4 and 5). Too long is said while typing; a missing or
 * malformed value once the field is left. The spam check appears once name, email and message are
 * filled in; Send Message stays disabled until it is solved; a refused submission resets it.
 */
export function ContactForm() {
  const titleId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const submit = useSubmitContact();
  const captchaRef = useRef<CaptchaHandle>(null);
  const form = useZodForm(contactSchema, { defaultValues: EMPTY, mode: 'onTouched' });

  const [name, email, message, token] = useWatch({ control: form.control, name: ['name', 'email', 'message', 'token'] });
  const [captchaShown, setCaptchaShown] = useState(false);
  // Once shown, the check stays, even if a field is emptied again.
  if (!captchaShown && [name, email, message].every((value) => value.trim() !== '')) setCaptchaShown(true);

  async function send(values: z.output<typeof contactSchema>) {
    try {
      await submit.mutateAsync(values);
    } catch (error) {
      // A solution is good for one submission; the next try needs a fresh check.
      captchaRef.current?.reset();
      return publicFormFailure(error, PUBLIC_FORM_MESSAGES.contact.failed);
    }
    await navigate('/contact-received');
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

      <Form form={form} onSubmit={send} className="contact-form" aria-labelledby={titleId}>
        <FormTextField label="Name" name="name" autoComplete="name" required liveMax={FIELD_LIMITS.nameMax} />
        <FormTextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          liveMax={FIELD_LIMITS.emailMax}
        />
        <MessageField label="Message" name="message" required max={PUBLIC_FORM_LIMITS.messageMax} />

        {captchaShown && <FormCaptchaField name="token" ref={captchaRef} />}
        <FormAlert />

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
      </Form>
    </Card>
  );
}
