import { DISCOVERY_MESSAGES } from '@sponsorly/shared';
import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';

/** What a creator sees at the search page: the server would refuse the search anyway. */
export function BrandsOnlyMessage() {
  return (
    <PageMessage icon={<ShieldAlert />} title="Creator search" actions={<ButtonLink to="/dashboard">Go to dashboard</ButtonLink>}>
      <p>{DISCOVERY_MESSAGES.searchBrandsOnly}</p>
    </PageMessage>
  );
}
