import { DISCOVERY_MESSAGES } from '@sponsorly/shared';
import { CircleAlert, Search, ShieldAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useShortlists } from '../api/use-shortlists';
import { HiddenCreatorsSection } from './hidden-creators-section';
import { ListPicker } from './list-picker';
import { ShortlistSection } from './shortlist-section';
import './shortlists.css';

function BrandsOnly() {
  return (
    <PageMessage icon={<ShieldAlert />} title="Saved creators" actions={<ButtonLink to="/dashboard">Go to dashboard</ButtonLink>}>
      <p>{DISCOVERY_MESSAGES.shortlistsBrandsOnly}</p>
    </PageMessage>
  );
}

/** /brand/creators: the brand's lists of creators with notes, and the creators it hid. The list shown is in the URL. */
export function ShortlistsPage() {
  useDocumentTitle('Saved creators');
  const { user } = useCurrentUser();
  const isBrand = user?.user_type === 'brand';
  const lists = useShortlists();
  const [params, setParams] = useSearchParams();

  if (user && !isBrand) return <BrandsOnly />;
  if (lists.isPending) return <PageSpinner label="Loading your lists..." />;
  if (lists.isError) {
    if (readApiError(lists.error).status === 403) return <BrandsOnly />;
    return (
      <PageMessage
        icon={<CircleAlert />}
        tone="error"
        title="We couldn't load your lists"
        actions={
          <Button variant="secondary" onClick={() => void lists.refetch()}>
            Try again
          </Button>
        }
      >
        <p>Please check your connection and try again.</p>
      </PageMessage>
    );
  }

  const all = lists.data.shortlists;
  const current = all.find((list) => list.id === params.get('list')) ?? all[0];
  const show = (id: string | null) => setParams(id ? { list: id } : {});

  return (
    <div className="container shortlists-page">
      <header className="shortlists-page__header">
        <div>
          <h1>Saved creators</h1>
          <p className="text-muted">Keep the creators you like in lists, with a note on each, ready for your next campaign.</p>
        </div>
        <ButtonLink to="/brand/creators/search" icon={<Search aria-hidden="true" />}>
          Find creators
        </ButtonLink>
      </header>
      <ListPicker lists={all} currentId={current?.id} onPick={show} />
      {current && <ShortlistSection key={current.id} list={current} onDeleted={() => show(null)} />}
      <HiddenCreatorsSection />
    </div>
  );
}
