import { EMAIL_PREFERENCE_MESSAGES } from '@sponsorly/shared';
import { MailCheck, MailMinus, MailX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { isRetryable, readApiError } from '../../../lib/api-error';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /notifications/unsubscribe?token=...: the link at the foot of an email, no login needed. Opening the
 * page changes nothing (mail scanners open links); the button turns that kind of email off. Mail clients
 * that do it in one click post to the API themselves (RFC 8058) and never open this page.
 */
export function EmailUnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || undefined;
  const unsubscribe = trpc.notifications.unsubscribe.useMutation();

  if (!token) return <Failed message={EMAIL_PREFERENCE_MESSAGES.invalidUnsubscribeLink} />;
  if (unsubscribe.isSuccess) {
    return (
      <PageMessage
        icon={<MailCheck />}
        tone="success"
        title="You're unsubscribed"
        actions={
          <>
            <ButtonLink to="/settings/notifications">Email preferences</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Back to Home
            </ButtonLink>
          </>
        }
        focusTitle
      >
        <p>{unsubscribe.data.message}</p>
      </PageMessage>
    );
  }
  if (unsubscribe.isError) {
    const { error } = unsubscribe;
    const retry = isRetryable(error) ? () => unsubscribe.mutate({ token }) : undefined;
    const message = retry
      ? "We couldn't reach the server. Please try again."
      : (readApiError(error).message ?? EMAIL_PREFERENCE_MESSAGES.invalidUnsubscribeLink);
    return <Failed message={message} retry={retry} />;
  }
  return (
    <PageMessage
      icon={<MailMinus />}
      title="Stop these emails?"
      actions={
        <Button size="lg" busy={unsubscribe.isPending} busyText="Unsubscribing..." onClick={() => unsubscribe.mutate({ token })}>
          Unsubscribe
        </Button>
      }
    >
      <p>Click the button and we'll stop sending you this kind of email. Emails about payments and your account still come.</p>
      <p>You can choose every kind of email in Settings, Emails.</p>
    </PageMessage>
  );
}

function Failed({ message, retry }: { message: string; retry?: (() => void) | undefined }) {
  return (
    <PageMessage
      icon={<MailX />}
      tone="error"
      title="We couldn't unsubscribe you"
      actions={
        <>
          {retry && <Button onClick={retry}>Try again</Button>}
          <ButtonLink to="/settings/notifications" variant={retry ? 'secondary' : 'primary'}>
            Email preferences
          </ButtonLink>
        </>
      }
    >
      <p>{message}</p>
    </PageMessage>
  );
}
