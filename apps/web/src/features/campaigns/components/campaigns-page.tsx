import { Plus } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyInvitations } from '../api/use-invitations';
import { browseSearch, readCampaignsUrl, type BrowseFilters, type CampaignsView } from '../lib/browse-url';
import { campaignPaths } from '../lib/paths';
import { BrowseCampaigns } from './browse-campaigns';
import { InvitationsList } from './invitations-list';
import { MyApplicationsList } from './my-applications-list';
import './campaigns.css';

const VIEWS: { view: CampaignsView; label: string; to: string }[] = [
  { view: 'browse', label: 'Browse', to: campaignPaths.browse },
  { view: 'invitations', label: 'Invitations', to: `${campaignPaths.browse}?view=invitations` },
  { view: 'applications', label: 'My applications', to: `${campaignPaths.browse}?view=applications` },
];

/** The creator's three lists as links, so each has its own address and Back works. */
function ViewLinks({ current }: { current: CampaignsView }) {
  const invitations = useMyInvitations();
  const pending = invitations.data?.items.filter((i) => i.status === 'pending' && i.campaign.accepting_applications).length ?? 0;
  return (
    <nav className="campaigns-views" aria-label="Campaign lists">
      <ul>
        {VIEWS.map((v) => (
          <li key={v.view}>
            <Link to={v.to} className="campaigns-views__link" aria-current={v.view === current ? 'page' : undefined}>
              {v.label}
              {v.view === 'invitations' && pending > 0 && (
                <span className="campaigns-views__count">
                  {pending}
                  <span className="sr-only"> waiting</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /campaigns: open public campaigns, best matches first (creators and brands), and for creators the
 * campaigns they are invited to and their applications. Everything the page shows is in its address.
 */
export function CampaignsPage() {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isCreator = user?.user_type === 'creator';
  const { view: asked, filters } = readCampaignsUrl(params);
  const view = isCreator ? asked : 'browse';
  useDocumentTitle(view === 'invitations' ? 'Invitations' : view === 'applications' ? 'My applications' : 'Campaigns');
  if (!user) return null;

  const change = (next: BrowseFilters) =>
    void navigate(`${campaignPaths.browse}${browseSearch(next)}`, { preventScrollReset: true });

  return (
    <div className="container campaigns-page">
      <header className="campaigns-page__header">
        <div>
          <h1>Campaigns</h1>
          <p className="text-muted">
            {isCreator
              ? 'Brands looking for creators like you. Apply with a short pitch and your price.'
              : 'Open campaigns, as creators see them.'}
          </p>
        </div>
        {user.user_type === 'brand' && (
          <ButtonLink to={campaignPaths.new} icon={<Plus aria-hidden="true" />}>
            Create campaign
          </ButtonLink>
        )}
      </header>
      {isCreator && <ViewLinks current={view} />}
      {view === 'invitations' ? (
        <InvitationsList />
      ) : view === 'applications' ? (
        <MyApplicationsList />
      ) : (
        <BrowseCampaigns filters={filters} onChange={change} />
      )}
    </div>
  );
}
