import { FIELD_LIMITS, newsletterSchema, PUBLIC_FORM_MESSAGES } from '@sponsorly/shared';
import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { CaptchaHandle } from '../../../components/captcha/captcha-field';
import { Form, FormAlert } from '../../../components/form/form';
import { FormCaptchaField } from '../../../components/form/form-captcha-field';
import { FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { publicFormFailure } from '../../../lib/public-form-failure';
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
  const form = useZodForm(newsletterSchema, { defaultValues: { email: '', token: '' }, mode: 'onTouched' });
  const [email, token] = useWatch({ control: form.control, name: ['email', 'token'] });
  const [captchaShown, setCaptchaShown] = useState(false);
  if (!captchaShown && email.trim() !== '') setCaptchaShown(true);

  if (subscribe.isSuccess) {
    return (
      <Alert tone="success" className="newsletter-thanks">
        {subscribe.data.message || PUBLIC_FORM_MESSAGES.newsletter.thanks}
      </Alert>
    );
  }

  async function subscribeReader(values: z.output<typeof newsletterSchema>) {
    try {
      await subscribe.mutateAsync(values);
    } catch (error) {
      captchaRef.current?.reset();
      return publicFormFailure(error, PUBLIC_FORM_MESSAGES.newsletter.failed);
    }
  }

  return (
    <Form form={form} onSubmit={subscribeReader} className="newsletter-form" aria-label="Newsletter signup">
      <FormTextField
        label="Email address"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        liveMax={FIELD_LIMITS.emailMax}
      />
      {captchaShown && <FormCaptchaField name="token" ref={captchaRef} />}
      <FormAlert />
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
    </Form>
  );
}
