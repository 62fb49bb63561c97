import { DEAL_MESSAGES } from '@sponsorly/shared';
import { ArrowLeft, CircleAlert, FileQuestion } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BrandReliability } from '../../../components/brand-reliability/brand-reliability';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { PageSpinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeal, type Deal } from '../api/use-deal';
import { dealHeading, eventSentence } from '../lib/deal-words';
import { dealPaths } from '../lib/paths';
import { DealActions } from './deal-actions';
import { DealConversation, type ConversationRenderer } from './deal-conversation';
import { DealHeader } from './deal-header';
import { DealTermsCard } from '../offers/deal-terms-card';
import { DealTimeline } from './deal-timeline';
import { DealEndings } from '../endings/deal-endings';
import { DealReviews } from '../reviews/deal-reviews';
import { DealWork } from '../work/deal-work';
import { FundDealCard } from '../funding/fund-deal-card';
import { ReviewCard } from '../work/review-card';
import { FundingNextSteps } from '../funding/funding-next-steps';
import '../styles/deal-pages.css';
import '../styles/deal-card.css';
import './deal-page.css';

/** "This offer changed meanwhile: Maya Lopez withdrew version 2. …": what moved the deal, from the deal as it now is. */
function changedText(deal: Deal, serverMessage: string | undefined): string {
  const last = deal.events.at(-1);
  const what =
    serverMessage && serverMessage !== DEAL_MESSAGES.stateChanged ? serverMessage : last ? `${eventSentence(deal, last)}.` : '';
  // Still open (a counter-offer came in): say what is asked now; otherwise the step says it all.
  const now = deal.status === 'offered' ? ` ${deal.next_step}` : '';
  return `This offer changed meanwhile: ${what}${now}`.replace(/\s+/g, ' ').trim();
}

/**
 * /deals/:id: a deal as one of its parties (or an admin, read-only) sees it. `renderConversation`
 * draws the pair's conversation beside it (the app gives the conversations feature's thread).
 */
export function DealPage({ renderConversation }: { renderConversation?: ConversationRenderer }) {
  const { id = '' } = useParams();
  const deal = useDeal(id);
  const [changed, setChanged] = useState<{ message: string | undefined } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // Focus goes to the notice: the button that was pressed may be gone with the step it offered.
  useEffect(() => {
    if (changed || done) noticeRef.current?.focus();
  }, [changed, done]);
  useDocumentTitle(deal.data ? dealHeading(deal.data) : 'Deal');

  if (deal.isPending) return <PageSpinner label="Loading the deal..." />;
  if (deal.isError) {
    const { status } = readApiError(deal.error);
    if (status === 404 || status === 400) {
      return (
        <PageMessage
          icon={<FileQuestion />}
          title="Deal not found"
          actions={<ButtonLink to={dealPaths.list}>See your deals</ButtonLink>}
        >
          <p>This deal does not exist, or it is between other people. Check the link, or find it among your deals.</p>
        </PageMessage>
      );
    }
    return (
      <PageMessage
        icon={<CircleAlert />}
        tone="error"
        title="We couldn't load this deal"
        actions={
          <Button variant="secondary" onClick={() => void deal.refetch()}>
            Try again
          </Button>
        }
      >
        <p>Please check your connection and try again.</p>
      </PageMessage>
    );
  }

  const current = deal.data;
  const showDone = (message: string) => {
    setChanged(null);
    setDone(message);
  };
  const readOnly = current.your_side === null;
  return (
    <div className="container deal-page">
      <Link to={dealPaths.list} className="deal-back-link">
        <ArrowLeft aria-hidden="true" />
        All deals
      </Link>
      <DealHeader deal={current} />
      {(changed || done) && (
        <div ref={noticeRef} tabIndex={-1} className="deal-page__notice">
          {changed ? <Alert tone="info">{changedText(current, changed.message)}</Alert> : <Alert tone="success">{done}</Alert>}
        </div>
      )}
      {readOnly && (
        <Alert tone="info">You are reading this deal as an admin. Admins can read deals but cannot act for a party.</Alert>
      )}
      <div className="deal-page__body">
        <div className="deal-page__main">
          <DealActions
            key={current.terms.version}
            deal={current}
            onStateChanged={(message) => setChanged({ message })}
            onStepTaken={() => setChanged(null)}
          />
          {current.actions.includes('fund') ? (
            <FundDealCard deal={current} onStateChanged={(message) => setChanged({ message })} onFunded={showDone} />
          ) : (
            current.status === 'awaiting_funding' && <FundingNextSteps deal={current} />
          )}
          {current.actions.includes('approve') && (
            <ReviewCard deal={current} onStateChanged={(message) => setChanged({ message })} onDone={showDone} />
          )}
          <DealWork deal={current} onStateChanged={(message) => setChanged({ message })} onDone={showDone} />
          <DealEndings deal={current} onStateChanged={(message) => setChanged({ message })} onDone={showDone} />
          <DealReviews deal={current} onDone={showDone} />
          <DealTermsCard deal={current} />
          <DealTimeline deal={current} />
        </div>
        {!readOnly && renderConversation && (
          <aside className="deal-page__side" aria-label="About this deal">
            {current.your_side === 'creator' && <BrandRecordCard deal={current} />}
            <DealConversation deal={current} renderThread={renderConversation} />
          </aside>
        )}
      </div>
    </div>
  );
}

/** For the creator: the brand's record from its deals (payments on time, approvals), beside its offer. */
function BrandRecordCard({ deal }: { deal: Deal }) {
  const titleId = useId();
  return (
    <Card as="section" className="deal-card" aria-labelledby={titleId}>
      <h2 id={titleId}>About {deal.brand.name}</h2>
      <BrandReliability brandId={deal.brand.id} brandName={deal.brand.name} />
    </Card>
  );
}
