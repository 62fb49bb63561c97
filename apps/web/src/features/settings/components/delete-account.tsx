import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, deleteAccountSchema, type DeleteAccountInput } from '@sponsorly/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { readApiError } from '../../../lib/api-error';
import { useDeleteAccount } from '../api/use-delete-account';

const FORM_ID = 'delete-account-form';

/**
 * "Delete account": what goes and what stays, then a dialog that asks for the password. The server
 * refuses while a deal is open or money is held, and says why; that reason shows in the dialog.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const { register, handleSubmit, setError, reset, formState } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const { errors } = formState;

  const close = () => {
    setOpen(false);
    reset({ password: '' });
    remove.reset();
  };
  const onSubmit = handleSubmit((input) =>
    remove.mutate(input, {
      onError: (error) => {
        const { message, fields } = readApiError(error);
        if (fields.password) return setError('password', { message: fields.password }, { shouldFocus: true });
        setError('root', { message: message ?? 'We couldn’t delete your account. Please try again.' });
      },
    }),
  );

  return (
    <div className="settings-block settings-block--danger">
      <h3>Delete account</h3>
      <p className="text-muted">
        Your profile, photo, portfolio and rate card are removed, your messages lose their text and your name shows as “
        {ACCOUNT_MESSAGES.deletedName}” where others still see your deals. Payments already made stay in the books. You can’t
        delete it while a deal is open or money is held for you.
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="btn--danger"
        icon={<Trash2 aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Delete account...
      </Button>
      <Modal
        open={open}
        onClose={close}
        title="Delete your account?"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Keep my account
            </Button>
            <Button type="submit" form={FORM_ID} className="btn--danger-solid" busy={remove.isPending} busyText="Deleting...">
              Delete my account
            </Button>
          </>
        }
      >
        <form id={FORM_ID} className="settings-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p>This can’t be undone. Enter your password to confirm.</p>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        </form>
      </Modal>
    </div>
  );
}
