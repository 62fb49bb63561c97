import { AUTH_MESSAGES, ERROR_CODES, newPasswordFormSchema } from '@sponsorly/shared';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { readApiError } from '../../../lib/api-error';
import { useResetPassword } from '../api/use-reset-password';

interface ResetPasswordFormProps {
  link: { token: string; email: string };
  onDone: () => void;
  onExpired: () => void;
}

export function ResetPasswordForm({ link, onDone, onExpired }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const form = useZodForm(newPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' } });

  async function setPassword({ password }: { password: string }) {
    try {
      await reset.mutateAsync({ ...link, password });
    } catch (error) {
      if (readApiError(error).appCode === ERROR_CODES.invalidToken) return onExpired();
      return failureFromError(error, AUTH_MESSAGES.forgot.generic);
    }
    onDone();
  }

  return (
    <Form form={form} onSubmit={setPassword} className="auth-form">
      <FormTextField
        label="New Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
      />
      <FormTextField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" required />
      <FormAlert />
      <Button type="submit" size="lg" block busy={reset.isPending} busyText="Resetting password...">
        Reset password
      </Button>
    </Form>
  );
}
