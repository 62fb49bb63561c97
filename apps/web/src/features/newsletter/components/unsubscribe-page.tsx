import { MESSAGES } from '@sponsorly/shared';
import { MailX, MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { PageSpinner } from '../../../components/ui/spinner';
import { isRetryable, readApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUnsubscribe } from '../api/use-unsubscribe';

/** The welcome email's one-click link: /unsubscribe?token=... works without logging in. */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || undefined;
  const { result, retry } = useUnsubscribe(token);

  if (token && result.status === 'loading') return <PageSpinner label="Unsubscribing..." />;

  if (token && result.status === 'success') {
    return (
      <PageMessage
        icon={<MailCheck />}
        tone="success"
        title="You're unsubscribed"
        actions={<ButtonLink to="/">Back to Home</ButtonLink>}
      >
        <p>{result.message || MESSAGES.newsletter.unsubscribed}</p>
        <p>Changed your mind? You can subscribe again from the form at the bottom of any page.</p>
      </PageMessage>
    );
  }

  const error = result.status === 'error' ? result.error : undefined;
  const canRetry = error !== undefined && isRetryable(error);
  let message: string = MESSAGES.newsletter.invalidUnsubscribeLink;
  if (canRetry) message = "We couldn't reach the server. Please try again.";
  else if (error !== undefined) message = readApiError(error).message ?? message;

  return (
    <PageMessage
      icon={<MailX />}
      tone="error"
      title="We couldn't unsubscribe you"
      actions={
        <>
          {canRetry && <Button onClick={retry}>Try again</Button>}
          <ButtonLink to="/" variant={canRetry ? 'secondary' : 'primary'}>
            Back to Home
          </ButtonLink>
        </>
      }
    >
      <p>{message}</p>
      {!canRetry && (
        <p>
          Please open the link from your most recent newsletter email, or <Link to="/#contact">contact us</Link> and we'll take
          you off the list.
        </p>
      )}
    </PageMessage>
  );
}
