import { PUBLIC_FORM_MESSAGES } from '@sponsorly/shared';
import { MailCheck, MailMinus, MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { isRetryable, readApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUnsubscribe } from '../api/use-unsubscribe';

/**
 * The welcome email's link: /unsubscribe?token=... works without logging in. Opening the page changes
 * nothing; the visitor's click does. Mail scanners that open links and run their scripts would
 * otherwise unsubscribe people who never asked to leave.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || undefined;
  const unsubscribe = useUnsubscribe();

  if (!token) return <UnsubscribeFailed message={PUBLIC_FORM_MESSAGES.newsletter.invalidUnsubscribeLink} />;

  if (unsubscribe.isSuccess) {
    return (
      <PageMessage
        icon={<MailCheck />}
        tone="success"
        title="You're unsubscribed"
        actions={<ButtonLink to="/">Back to Home</ButtonLink>}
        focusTitle
      >
        <p>{unsubscribe.data.message || PUBLIC_FORM_MESSAGES.newsletter.unsubscribed}</p>
        <p>Changed your mind? You can subscribe again from the form at the bottom of any page.</p>
      </PageMessage>
    );
  }

  if (unsubscribe.isError) {
    const { error } = unsubscribe;
    if (isRetryable(error)) {
      return (
        <UnsubscribeFailed
          message="We couldn't reach the server. Please try again."
          retry={() => unsubscribe.mutate({ token })}
          focusTitle
        />
      );
    }
    return (
      <UnsubscribeFailed
        message={readApiError(error).message ?? PUBLIC_FORM_MESSAGES.newsletter.invalidUnsubscribeLink}
        focusTitle
      />
    );
  }

  return (
    <PageMessage
      icon={<MailMinus />}
      title="Unsubscribe from the newsletter"
      actions={
        <Button size="lg" busy={unsubscribe.isPending} busyText="Unsubscribing..." onClick={() => unsubscribe.mutate({ token })}>
          Unsubscribe
        </Button>
      }
    >
      <p>Click the button below and we'll stop sending the Sponsorly newsletter to your address.</p>
    </PageMessage>
  );
}

interface UnsubscribeFailedProps {
  message: string;
  /** Offered when the server could not be reached; a refused link would be refused again. */
  retry?: (() => void) | undefined;
  /** After a click, the page's new state is announced; a link that is broken on arrival needs no such move. */
  focusTitle?: boolean;
}

function UnsubscribeFailed({ message, retry, focusTitle = false }: UnsubscribeFailedProps) {
  return (
    <PageMessage
      icon={<MailX />}
      tone="error"
      title="We couldn't unsubscribe you"
      focusTitle={focusTitle}
      actions={
        <>
          {retry && <Button onClick={retry}>Try again</Button>}
          <ButtonLink to="/" variant={retry ? 'secondary' : 'primary'}>
            Back to Home
          </ButtonLink>
        </>
      }
    >
      <p>{message}</p>
      {!retry && (
        <p>
          Please open the link from your most recent newsletter email, or <Link to="/#contact">contact us</Link> and we'll take
          you off the list.
        </p>
      )}
    </PageMessage>
  );
}
