import type { ConversationSummary, PublicUser } from '@sponsorly/shared';
import { CircleAlert, Inbox, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { fullDateTime, timeAgo } from '../../../lib/time-ago';
import { useConversationPages } from '../api/use-conversations';
import { nameParts } from '../lib/party-name';

interface ConversationListProps {
  activeId: string | undefined;
  viewer: PublicUser;
}

/** The user's conversations, most recently active first: who, the last words, when, and what is unread. */
export function ConversationList({ activeId, viewer }: ConversationListProps) {
  const pages = useConversationPages();

  if (pages.isPending) {
    return (
      <p className="messages__loading">
        <Spinner size="sm" decorative /> Loading your conversations...
      </p>
    );
  }
  if (pages.isError && !pages.data) {
    return (
      <Alert tone="error">
        <p>We couldn’t load your conversations. Please check your connection and try again.</p>
        <Button variant="secondary" size="sm" className="messages__retry" onClick={() => void pages.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const conversations = pages.data.pages.flatMap((page) => page.items);
  if (conversations.length === 0) return <NoConversations isBrand={viewer.user_type === 'brand'} />;

  return (
    <>
      <ol className="conversation-list">
        {conversations.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            viewerId={viewer.id}
            active={conversation.id === activeId}
          />
        ))}
      </ol>
      {pages.isFetchNextPageError && (
        <p className="messages__error" role="alert">
          <CircleAlert aria-hidden="true" />{' '}
          {readApiError(pages.error).message ?? 'We couldn’t load more conversations. Please try again.'}
        </p>
      )}
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="messages__more"
          busy={pages.isFetchingNextPage}
          busyText="Loading more..."
          onClick={() => void pages.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </>
  );
}

function ConversationItem({
  conversation,
  viewerId,
  active,
}: {
  conversation: ConversationSummary;
  viewerId: string;
  active: boolean;
}) {
  const { counterpart, last_message: last, unread_count: unread } = conversation;
  const { firstName, lastName } = nameParts(counterpart.name);
  const when = last?.created_at ?? conversation.created_at;
  return (
    <li>
      <Link
        to={`/messages/${conversation.id}`}
        className={`conversation-item${unread > 0 ? ' conversation-item--unread' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        <Avatar imageUrl={counterpart.avatar_url} firstName={firstName} lastName={lastName} />
        <span className="conversation-item__text">
          <span className="conversation-item__top">
            <span className="conversation-item__name">{counterpart.name}</span>
            <time className="conversation-item__time" dateTime={when} title={fullDateTime(when)}>
              {timeAgo(when)}
            </time>
          </span>
          <span className="conversation-item__bottom">
            <span className="conversation-item__preview">
              {last ? `${last.sender_id === viewerId ? 'You: ' : ''}${last.preview}` : 'No messages yet'}
            </span>
            {unread > 0 && (
              <span className="conversation-item__badge">
                {unread}
                <span className="sr-only"> unread {unread === 1 ? 'message' : 'messages'}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

function NoConversations({ isBrand }: { isBrand: boolean }) {
  return (
    <div className="messages__empty">
      <Inbox aria-hidden="true" />
      <p className="messages__empty-title">No conversations yet</p>
      {isBrand ? (
        <>
          <p className="text-muted">Find a creator you like and write to them from their page.</p>
          <ButtonLink to="/brand/creators/search" size="sm" icon={<Search aria-hidden="true" />}>
            Find creators
          </ButtonLink>
        </>
      ) : (
        <p className="text-muted">Brands write to you here when they reach out, invite you to a campaign or send an offer.</p>
      )}
    </div>
  );
}
