import { AUTH_MESSAGES, newPasswordFormSchema } from '@sponsorly/shared';
import { useState } from 'react';
import { z } from 'zod';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';

const signupPasswordSchema = z.object({ password: z.string().min(1, AUTH_MESSAGES.verify.passwordRequired) });

type Proof = { password: string } | { new_password: string };

/**
 * Confirming from a browser that did not sign up: the password chosen at signup, or, for someone who
 * does not know it (an address a stranger signed up with), a new one that replaces it
 * (docs/decisions/0010-signup-binding.md).
 */
export function VerifyElsewhereForm({ onConfirm }: { onConfirm: (proof: Proof) => Promise<void> }) {
  const [choosingNew, setChoosingNew] = useState(false);
  return choosingNew ? (
    <NewPasswordForm onConfirm={onConfirm} onBack={() => setChoosingNew(false)} />
  ) : (
    <SignupPasswordForm onConfirm={onConfirm} onForgot={() => setChoosingNew(true)} />
  );
}

function SignupPasswordForm({ onConfirm, onForgot }: { onConfirm: (proof: Proof) => Promise<void>; onForgot: () => void }) {
  const form = useZodForm(signupPasswordSchema, { defaultValues: { password: '' } });
  async function submit({ password }: { password: string }) {
    try {
      await onConfirm({ password });
    } catch (error) {
      return failureFromError(error, AUTH_MESSAGES.forgot.generic);
    }
  }
  return (
    <Form form={form} onSubmit={submit} className="auth-form">
      <FormTextField
        label="Password you chose at signup"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <FormAlert />
      <Button type="submit" size="lg" block busy={form.formState.isSubmitting} busyText="Confirming...">
        Confirm my email
      </Button>
      <Button type="button" variant="ghost" block onClick={onForgot}>
        I don't know this password
      </Button>
    </Form>
  );
}

function NewPasswordForm({ onConfirm, onBack }: { onConfirm: (proof: Proof) => Promise<void>; onBack: () => void }) {
  const form = useZodForm(newPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' } });
  async function submit({ password }: { password: string }) {
    try {
      await onConfirm({ new_password: password });
    } catch (error) {
      return failureFromError(error, AUTH_MESSAGES.forgot.generic);
    }
  }
  return (
    <Form form={form} onSubmit={submit} className="auth-form">
      <p className="text-muted">
        Choose a new password. It replaces the one chosen at signup, and every session of the account ends, so only you can log
        in.
      </p>
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
      <Button type="submit" size="lg" block busy={form.formState.isSubmitting} busyText="Confirming...">
        Set password and confirm
      </Button>
      <Button type="button" variant="ghost" block onClick={onBack}>
        I know the password
      </Button>
    </Form>
  );
}
