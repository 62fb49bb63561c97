import { ERROR_CODES, MESSAGES } from '@sponsorly/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { readApiError } from '../../../lib/api-error';
import { useResetPassword } from '../api/use-reset-password';
import { serverProblem } from '../lib/error-messages';
import { validateNewPassword } from '../lib/validate-new-password';

type Field = 'password' | 'confirmPassword';

interface ResetPasswordFormProps {
  link: { token: string; email: string };
  onDone: () => void;
  onExpired: () => void;
}

export function ResetPasswordForm({ link, onDone, onExpired }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<{ message: string; field?: Field | undefined } | null>(null);

  function showProblem(form: HTMLFormElement, next: { message: string; field?: Field | undefined }) {
    setProblem(next);
    const element = next.field ? form.elements.namedItem(next.field) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const invalid = validateNewPassword(password, confirmPassword);
    if (invalid) return showProblem(form, invalid);
    setProblem(null);
    reset.mutate(
      { ...link, password },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (readApiError(error).appCode === ERROR_CODES.invalidToken) return onExpired();
          showProblem(form, serverProblem(error, MESSAGES.forgot.generic, ['password'] as const));
        },
      },
    );
  }

  const errorFor = (field: Field) => (problem?.field === field ? problem.message : undefined);

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      <TextField
        label="New Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errorFor('password')}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={errorFor('confirmPassword')}
      />
      {problem && !problem.field && <Alert tone="error">{problem.message}</Alert>}
      <Button type="submit" size="lg" block busy={reset.isPending} busyText="Resetting password...">
        Reset password
      </Button>
    </form>
  );
}
