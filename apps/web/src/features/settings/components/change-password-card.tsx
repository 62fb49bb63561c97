import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, changePasswordFormSchema, ERROR_CODES, type ChangePasswordFormValues } from '@sponsorly/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { readApiError } from '../../../lib/api-error';
import { useChangePassword } from '../api/use-account-sessions';

const EMPTY: ChangePasswordFormValues = { current_password: '', new_password: '', confirm_password: '' };
const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

/** Changing the password: the current one first, then the new one twice. The other sessions end. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(({ current_password, new_password }) => {
    setChanged(false);
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          reset(EMPTY);
          setChanged(true);
        },
        onError: (error) => {
          const { appCode, message, fields } = readApiError(error);
          if (appCode === ERROR_CODES.invalidCredentials) {
            return setError(
              'current_password',
              { message: message ?? AUTH_MESSAGES.account.currentPasswordWrong },
              { shouldFocus: true },
            );
          }
          const field = FIELDS.find((name) => fields[name]);
          if (field) return setError(field, { message: fields[field] }, { shouldFocus: true });
          setError('root', { message: message ?? AUTH_MESSAGES.forgot.generic });
        },
      },
    );
  });

  return (
    <Card as="section" className="security-card" aria-labelledby="password-title">
      <div className="security-card__head">
        <h2 id="password-title">Change password</h2>
        <p className="text-muted">Changing it logs out every other session. We'll email you to confirm.</p>
      </div>
      <form className="security-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least 8 characters.`}
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        {changed && <Alert tone="success">{AUTH_MESSAGES.account.passwordChanged}</Alert>}
        <div className="security-card__actions">
          <Button type="submit" busy={change.isPending} busyText="Changing password...">
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
