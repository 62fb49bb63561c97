import { PROFILE_MESSAGES } from '@sponsorly/shared';
import { CircleAlert, LogIn, UserRoundX } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';

/** Spec section 2: what /profile (and the edit pages) show when nobody is logged in. */
export function ProfileNotAvailable() {
  return (
    <PageMessage
      icon={<UserRoundX />}
      title={PROFILE_MESSAGES.notAvailable}
      actions={
        <ButtonLink to="/login" icon={<LogIn aria-hidden="true" />}>
          Log in
        </ButtonLink>
      }
    >
      <p>{PROFILE_MESSAGES.pleaseLogIn}</p>
    </PageMessage>
  );
}

export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageMessage
      icon={<CircleAlert />}
      tone="error"
      title="We couldn't load this profile"
      actions={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <p>Please check your connection and try again.</p>
    </PageMessage>
  );
}
