import { publicCreatorPath, type PublicUser } from '@sponsorly/shared';
import { ArrowLeft, CircleAlert, MessageSquareOff, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { BlockAccountButton } from '../../../components/block-account/block-account-button';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConversation } from '../api/use-conversation';
import { nameParts } from '../lib/party-name';
import { ConversationDeals } from './conversation-deals';
import { ConversationThread } from './conversation-thread';

interface ConversationPanelProps {
  id: string;
  viewer: PublicUser;
}

function BackToList() {
  return (
    <Link to="/messages" className="conversation__back">
      <ArrowLeft aria-hidden="true" />
      <span>All messages</span>
    </Link>
  );
}

/** One conversation: who it is with, the pair's deals, the messages, and the composer. */
export function ConversationPanel({ id, viewer }: ConversationPanelProps) {
  const conversation = useConversation(id);
  const counterpart = conversation.data?.counterpart;
  useDocumentTitle(counterpart ? `Messages with ${counterpart.name}` : 'Messages');

  if (conversation.isPending) {
    return (
      <div className="conversation conversation--state">
        <BackToList />
        <p className="messages__loading">
          <Spinner size="sm" decorative /> Loading the conversation...
        </p>
      </div>
    );
  }
  if (conversation.isError && !conversation.data) {
    const { status, message } = readApiError(conversation.error);
    const missing = status === 404 || status === 400;
    return (
      <div className="conversation conversation--state">
        <BackToList />
        <div className="messages__empty">
          {missing ? <MessageSquareOff aria-hidden="true" /> : <CircleAlert aria-hidden="true" />}
          <h1 className="messages__empty-title">{missing ? 'Conversation not found' : 'We couldn’t load this conversation'}</h1>
          <p className="text-muted">
            {missing ? (message ?? 'This conversation does not exist.') : 'Please check your connection and try again.'}
          </p>
          {!missing && (
            <Button variant="secondary" size="sm" onClick={() => void conversation.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </div>
    );
  }

  const { counterpart: other, deals } = conversation.data;
  const { firstName, lastName } = nameParts(other.name);
  return (
    <section className="conversation" aria-labelledby="conversation-title">
      <header className="conversation__header">
        <div className="conversation__who">
          <Link to="/messages" className="conversation__back conversation__back--icon" aria-label="All messages">
            <ArrowLeft aria-hidden="true" />
          </Link>
          <Avatar imageUrl={other.avatar_url} firstName={firstName} lastName={lastName} />
          <div className="conversation__who-text">
            <h1 id="conversation-title">{other.name}</h1>
            {other.user_type === 'creator' ? (
              <Link
                to={other.handle ? publicCreatorPath(other.handle) : `/creators/${other.id}`}
                className="conversation__profile"
              >
                <UserRound aria-hidden="true" /> View profile
              </Link>
            ) : (
              <p className="text-muted conversation__role">Brand</p>
            )}
          </div>
          <BlockAccountButton userId={other.id} userType={other.user_type} name={other.name} />
        </div>
        <ConversationDeals deals={deals} counterpartName={other.name} />
      </header>
      {conversation.isError && (
        <Alert tone="error" className="conversation__stale">
          We couldn’t refresh this conversation. What you see may be out of date.
        </Alert>
      )}
      <ConversationThread conversationId={id} viewerId={viewer.id} counterpartName={other.name} />
    </section>
  );
}
