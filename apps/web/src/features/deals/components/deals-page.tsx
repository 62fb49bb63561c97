import { VerifiedBadge } from '../../../components/verified-badge/verified-badge';
import { formatCents, type DealStatus, type DealSummaryView } from '@sponsorly/shared';
import { CircleAlert, Handshake, Search } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDealList } from '../api/use-deal-list';
import { DEAL_FILTERS, dealFilter, dealTitle } from '../lib/deal-words';
import { dealPaths } from '../lib/paths';
import { DealStatusBadge } from './deal-status-badge';
import '../styles/deal-pages.css';
import './deals-page.css';

const ALL: readonly DealStatus[] = [];

/** The price as this side sees it: the creator what they receive, the brand what it pays in all. */
function PriceForSide({ deal }: { deal: DealSummaryView }) {
  const { terms } = deal;
  if (deal.your_side === 'creator') {
    return (
      <p className="deal-row__price">
        <span className="money">{formatCents(terms.price_cents)}</span> <span className="deal-row__price-note">for you</span>
      </p>
    );
  }
  if (deal.your_side === 'brand' && terms.total_cents !== undefined) {
    return (
      <p className="deal-row__price">
        <span className="money">{formatCents(terms.total_cents)}</span>{' '}
        <span className="deal-row__price-note">you pay ({formatCents(terms.price_cents)} + fee)</span>
      </p>
    );
  }
  return (
    <p className="deal-row__price">
      <span className="money">{formatCents(terms.price_cents)}</span>
    </p>
  );
}

function DealRow({ deal }: { deal: DealSummaryView }) {
  const titleId = useId();
  const who = deal.counterpart?.name ?? `${deal.brand.name} and ${deal.creator.name}`;
  const needsYou = deal.status === 'offered' && deal.awaiting !== null && deal.awaiting === deal.your_side;
  return (
    <li>
      <article className={needsYou ? 'deal-row is-awaiting-you' : 'deal-row'} aria-labelledby={titleId}>
        <div className="deal-row__main">
          <h2 id={titleId} className="deal-row__who">
            <Link to={dealPaths.view(deal.id)}>{who}</Link>
          </h2>
          {deal.your_side !== 'brand' && deal.brand.verified && <VerifiedBadge />}
          <p className="deal-row__title">{dealTitle(deal)}</p>
          <p className="deal-row__next">{deal.next_step}</p>
        </div>
        <div className="deal-row__facts">
          <DealStatusBadge status={deal.status} />
          <PriceForSide deal={deal} />
        </div>
      </article>
    </li>
  );
}

function EmptyDeals({ isBrand, filtered }: { isBrand: boolean; filtered: boolean }) {
  return (
    <div className="deals-empty">
      <Handshake aria-hidden="true" />
      <p className="deals-empty__title">{filtered ? 'No deals here' : 'No deals yet'}</p>
      <p className="text-muted">
        {isBrand
          ? 'Make an offer from a creator’s page or from an application to your campaign; it shows here.'
          : 'When a brand sends you an offer, it shows here, ready to accept, counter or decline.'}
      </p>
      {isBrand && (
        <ButtonLink to="/brand/creators/search" icon={<Search aria-hidden="true" />} variant="secondary">
          Find creators
        </ButtonLink>
      )}
    </div>
  );
}

/** /deals: the reader's offers and deals, newest first, by state (chips in the URL), a page at a time. */
export function DealsPage() {
  useDocumentTitle('Deals');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filter = dealFilter(params.get('show'));
  const list = useDealList(filter?.statuses ?? ALL);
  const isBrand = user?.user_type === 'brand';
  const chipsLabel = useId();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="container deals-page">
      <header className="deal-page-header deals-page__header">
        <div>
          <h1>Deals</h1>
          <p className="text-muted">
            {isBrand ? 'Your offers to creators and the deals they became.' : 'Offers from brands and the deals you agreed.'}
          </p>
        </div>
        {isBrand && (
          <ButtonLink to="/brand/creators/search" icon={<Search aria-hidden="true" />}>
            Find creators
          </ButtonLink>
        )}
      </header>

      <div className="deal-chips" role="group" aria-labelledby={chipsLabel}>
        <span id={chipsLabel} className="sr-only">
          Show
        </span>
        <button type="button" className="deal-chip" aria-pressed={filter === null} onClick={() => setParams({})}>
          All
        </button>
        {DEAL_FILTERS.map((chip) => (
          <button
            key={chip.key}
            type="button"
            className="deal-chip"
            aria-pressed={filter?.key === chip.key}
            onClick={() => setParams({ show: chip.key })}
          >
            {chip.label}
          </button>
        ))}
      </div>

      {list.isPending ? (
        <PageSpinner label="Loading your deals..." />
      ) : list.isError && items.length === 0 ? (
        <div className="deals-empty" role="alert">
          <CircleAlert aria-hidden="true" />
          <p className="deals-empty__title">We couldn't load your deals</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyDeals isBrand={isBrand} filtered={filter !== null} />
      ) : (
        <>
          <ul className="deal-list" aria-label={filter ? `${filter.label}` : 'All deals'}>
            {items.map((deal) => (
              <DealRow key={deal.id} deal={deal} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="deals-page__more">
              <Button
                variant="secondary"
                busy={list.isFetchingNextPage}
                busyText="Loading more..."
                onClick={() => void list.fetchNextPage()}
              >
                Show more deals
              </Button>
            </div>
          )}
          {list.isFetchNextPageError && (
            <p className="field__error" role="alert">
              We couldn't load more deals. Please try again.
            </p>
          )}
        </>
      )}
    </div>
  );
}
