import {
  EMAIL_KIND_GROUPS,
  EMAIL_PREFERENCE_MESSAGES,
  type EmailDigest,
  type EmailPreferencesView,
  type PublicUser,
  type SwitchableEmailKind,
} from '@sponsorly/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Spinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/use-email-preferences';

interface EmailForm {
  email: Record<SwitchableEmailKind, boolean>;
  digest: EmailDigest;
}

/**
 * Which emails the account gets (docs/your-data.md "Email preferences"): each kind on or off, grouped as
 * the marketplace's steps are, and new messages one by one or in a daily digest. Payment emails and the
 * account's own always go, and the section says so. The notifications in the app are not affected.
 */
export function EmailSettings({ user }: { user: PublicUser }) {
  const preferences = useEmailPreferences();
  if (preferences.isPending) return <Spinner label="Loading your email preferences..." />;
  if (preferences.isError || !preferences.data)
    return <Alert tone="error">We couldn’t load your email preferences. Please reload the page.</Alert>;
  return <EmailSettingsForm saved={preferences.data} userType={user.user_type} />;
}

/** The kinds an account of this type can get: a brand is never invited, a creator never reviews work. */
const groupsFor = (userType: PublicUser['user_type']) =>
  EMAIL_KIND_GROUPS.map((group) => ({
    title: group.title,
    kinds: group.kinds.filter((entry) => !('to' in entry) || entry.to === userType),
  })).filter((group) => group.kinds.length > 0);

function EmailSettingsForm({ saved, userType }: { saved: EmailPreferencesView; userType: PublicUser['user_type'] }) {
  const update = useUpdateEmailPreferences();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, formState, control } = useForm<EmailForm>({
    values: { email: saved.email, digest: saved.digest },
  });
  const messagesOn = useWatch({ control, name: 'email.new_message' });

  const onSubmit = handleSubmit((values) => {
    setDone(false);
    update.mutate(values, {
      onSuccess: () => setDone(true),
      onError: (error) =>
        setError('root', { message: readApiError(error).message ?? 'We couldn’t save your choices. Please try again.' }),
    });
  });

  return (
    <form className="settings-form email-settings" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="text-muted">
        Choose the emails you get. You still see everything in your notifications on Sponsorly. Emails about payments (a deal
        funded, money to withdraw, a payment or refund that failed) and about your account’s security always go.
      </p>
      {groupsFor(userType).map((group) => (
        <fieldset key={group.title} className="email-settings__group">
          <legend>{group.title}</legend>
          {group.kinds.map(({ kind, label }) => (
            <CheckboxField key={kind} label={label} {...register(`email.${kind}`)} />
          ))}
        </fieldset>
      ))}
      <fieldset className="email-settings__group" disabled={!messagesOn}>
        <legend>How new messages are emailed</legend>
        <label className="email-settings__choice">
          <input type="radio" value="off" {...register('digest')} />
          <span>As they come (at most one email per conversation every 15 minutes)</span>
        </label>
        <label className="email-settings__choice">
          <input type="radio" value="daily" {...register('digest')} />
          <span>In one daily digest</span>
        </label>
      </fieldset>
      {formState.errors.root?.message && <Alert tone="error">{formState.errors.root.message}</Alert>}
      {done && <Alert tone="success">{EMAIL_PREFERENCE_MESSAGES.saved}</Alert>}
      <div>
        <Button type="submit" busy={update.isPending} busyText="Saving...">
          Save email preferences
        </Button>
      </div>
    </form>
  );
}
