import type { PublicUser } from '@sponsorly/shared';
import { Lock } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { PageSpinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCampaign } from '../api/use-brand-campaigns';
import { campaignPaths } from '../lib/paths';
import { BrandsOnlyMessage, CampaignNotFound, LoadFailed, isMissing } from './campaign-states';
import { CampaignEditor } from './campaign-editor';
import './campaigns.css';

/** The brand as creators will read it on the campaign. */
export const brandNameOf = (user: PublicUser) => user.company_name?.trim() || `${user.first_name} ${user.last_name}`.trim();

function EditCampaign({ id, user }: { id: string; user: PublicUser }) {
  const campaign = useCampaign(id);
  if (campaign.isPending) return <PageSpinner label="Loading the campaign..." />;
  if (campaign.isError) {
    if (isMissing(campaign.error)) return <CampaignNotFound backTo={campaignPaths.brandList} backLabel="Your campaigns" />;
    return <LoadFailed title="We couldn't load this campaign" error={campaign.error} onRetry={() => void campaign.refetch()} />;
  }
  const data = campaign.data;
  if (data.brand.id !== user.id) return <CampaignNotFound backTo={campaignPaths.brandList} backLabel="Your campaigns" />;
  if (data.status !== 'draft' && data.status !== 'open') {
    return (
      <PageMessage
        icon={<Lock />}
        title="This campaign can no longer change"
        actions={<ButtonLink to={campaignPaths.manage(id)}>Back to the campaign</ButtonLink>}
      >
        <p>It is {data.status}: applications are closed. You can still answer the creators who applied.</p>
      </PageMessage>
    );
  }
  return <CampaignEditor key={data.id} campaign={data} brandName={brandNameOf(user)} />;
}

/** /brand/campaigns/new and /brand/campaigns/:id/edit: one form for writing, saving and publishing a brief. */
export function CampaignFormPage() {
  const { id } = useParams();
  useDocumentTitle(id ? 'Edit campaign' : 'New campaign');
  const { user } = useCurrentUser();
  if (!user) return null;
  if (user.user_type !== 'brand') return <BrandsOnlyMessage />;
  return id ? <EditCampaign id={id} user={user} /> : <CampaignEditor key="new" brandName={brandNameOf(user)} />;
}
