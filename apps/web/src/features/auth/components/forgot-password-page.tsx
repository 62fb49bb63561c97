import { MESSAGES } from '@sponsorly/shared';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgotPassword } from '../api/use-forgot-password';
import { forgotErrorMessage } from '../lib/error-messages';
import { AuthLayout } from './auth-layout';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (!email.trim()) {
      setFieldError(MESSAGES.forgot.emailRequired);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setFieldError(null);
    forgot.mutate({ email: email.trim() }, { onError: (error) => setFormError(forgotErrorMessage(error)) });
  }

  if (forgot.isSuccess) {
    return (
      <AuthLayout title="Check your email" tone="success" icon={<MailCheck aria-hidden="true" />} focusTitle>
        <Alert tone="success">{forgot.data.message}</Alert>
        <p className="text-muted auth-note">
          The link is valid for 30 minutes. Nothing there? Check your spam folder or try again in a few minutes.
        </p>
        <div className="auth-actions">
          <ButtonLink to="/login" variant="secondary" block>
            Back to login
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we'll send you a link to set a new password."
      icon={<KeyRound aria-hidden="true" />}
      footer={
        <p>
          Remembered it? <Link to="/login">Back to login</Link>
        </p>
      }
    >
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError ?? undefined}
        />
        {formError && <Alert tone="error">{formError}</Alert>}
        <Button type="submit" size="lg" block busy={forgot.isPending} busyText="Sending link...">
          Send reset link
        </Button>
      </form>
    </AuthLayout>
  );
}
