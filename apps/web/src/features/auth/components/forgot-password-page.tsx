import { forgotPasswordSchema } from '@sponsorly/shared';
import { KeyRound, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Form, FormAlert } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgotPassword } from '../api/use-forgot-password';
import { forgotErrorMessage } from '../lib/error-messages';
import { AuthLayout } from './auth-layout';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const forgot = useForgotPassword();
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });

  async function sendLink(values: { email: string }) {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      return { message: forgotErrorMessage(error) };
    }
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
      <Form form={form} onSubmit={sendLink} className="auth-form">
        <FormTextField label="Email" name="email" type="email" inputMode="email" autoComplete="email" required />
        <FormAlert />
        <Button type="submit" size="lg" block busy={forgot.isPending} busyText="Sending link...">
          Send reset link
        </Button>
      </Form>
    </AuthLayout>
  );
}
