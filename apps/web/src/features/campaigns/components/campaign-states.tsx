import { CAMPAIGN_MESSAGES } from '@sponsorly/shared';
import { CircleAlert, Megaphone, SearchX, ShieldAlert } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { readApiError } from '../../../lib/api-error';

/** A creator (or an admin) on a brand's campaign page. */
export function BrandsOnlyMessage() {
  return (
    <PageMessage
      icon={<ShieldAlert />}
      title="Campaigns"
      actions={
        <>
          <ButtonLink to="/campaigns" icon={<Megaphone aria-hidden="true" />}>
            Browse campaigns
          </ButtonLink>
          <ButtonLink to="/dashboard" variant="secondary">
            Go to dashboard
          </ButtonLink>
        </>
      }
    >
      <p>{CAMPAIGN_MESSAGES.brandsOnly}</p>
    </PageMessage>
  );
}

/** A campaign that does not exist, or that this reader may not see (both answer 404, on purpose). */
export function CampaignNotFound({
  backTo = '/campaigns',
  backLabel = 'Browse campaigns',
}: {
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <PageMessage icon={<SearchX />} title="Campaign not found" actions={<ButtonLink to={backTo}>{backLabel}</ButtonLink>}>
      <p>This campaign does not exist, is no longer open, or was not shared with you.</p>
    </PageMessage>
  );
}

/** Whatever else went wrong loading a page: the server's words when it gave some, and a way to try again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { message } = readApiError(error);
  return (
    <PageMessage
      icon={<CircleAlert />}
      tone="error"
      title={title}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <p>{message ?? 'Please check your connection and try again.'}</p>
    </PageMessage>
  );
}

/** 404 and a malformed id (400) are the same to the reader: no such campaign. */
export const isMissing = (error: unknown) => {
  const { status } = readApiError(error);
  return status === 404 || status === 400;
};
