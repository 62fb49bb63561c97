import { CONVERSATION_MESSAGES, type MessageView } from '@sponsorly/shared';
import { ChevronUp } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { readApiError } from '../../../lib/api-error';
import { useMarkConversationRead, useMessagePages } from '../api/use-conversation';
import { MessageBubble } from './message-bubble';

/** Within this many pixels of the end, the reader is following along: a new message scrolls into view. */
const FOLLOWING_PX = 120;

interface MessageLogProps {
  conversationId: string;
  viewerId: string;
  counterpartName: string;
}

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * The messages, oldest at the top and the newest at the bottom, where the log opens; "Load earlier"
 * brings the page before without moving what is on screen. The other side's unread messages are
 * marked read once they are shown in a visible tab.
 */
export function MessageLog({ conversationId, viewerId, counterpartName }: MessageLogProps) {
  const pages = useMessagePages(conversationId);
  const markRead = useMarkConversationRead();
  const visible = useDocumentVisible();
  const logRef = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const shown = useRef<{ first?: string; last?: string; earlier?: string }>({});
  const markedUpTo = useRef<string | null>(null);

  const earlierState = pages.isFetchingNextPage ? 'loading' : pages.hasNextPage ? 'more' : 'none';
  const messages: MessageView[] = (pages.data?.pages ?? []).flatMap((page) => page.items).reverse();
  const warningText = pages.data?.pages[0]?.warning_text ?? CONVERSATION_MESSAGES.offPlatformWarning;
  const firstId = messages[0]?.id;
  const last = messages[messages.length - 1];
  const newestUnread =
    [...messages].reverse().find((message) => message.sender_id !== viewerId && message.read_at === null)?.id ?? null;
  const lastOwn = [...messages].reverse().find((message) => message.sender_id === viewerId);

  // Keeps the reader's place: at the end for a new message they are following (or sent), on the same
  // message when earlier ones come in above.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const before = shown.current;
    const newAtEnd = last?.id !== before.last;
    // What is above the messages changed height: earlier ones came in, or "Load earlier" turned busy or went away.
    const aboveChanged = firstId !== before.first || earlierState !== before.earlier;
    if (newAtEnd && (before.last === undefined || fromBottom.current < FOLLOWING_PX || last?.sender_id === viewerId)) {
      log.scrollTop = log.scrollHeight;
    } else if (!newAtEnd && aboveChanged && before.last !== undefined) {
      log.scrollTop = log.scrollHeight - log.clientHeight - fromBottom.current;
    }
    fromBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight;
    shown.current = { first: firstId, last: last?.id, earlier: earlierState };
  }, [firstId, last?.id, last?.sender_id, viewerId, earlierState]);

  // The log gets shorter when the deals unfold or a phone's keyboard opens: a reader at the end stays there.
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (fromBottom.current < FOLLOWING_PX) log.scrollTop = log.scrollHeight;
      fromBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight;
    });
    observer.observe(log);
    return () => observer.disconnect();
  }, []);

  // The place to keep is read from the log at the click: a scroll event may not have reported it yet
  // (one that lands in the same frame as the click), and a stale place would jump to the end.
  const loadEarlier = () => {
    const log = logRef.current;
    if (log) fromBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight;
    void pages.fetchNextPage();
  };

  const { mutate: markConversationRead } = markRead;
  useEffect(() => {
    if (!newestUnread || !visible || markedUpTo.current === newestUnread) return;
    markedUpTo.current = newestUnread;
    markConversationRead({ id: conversationId }, { onError: () => (markedUpTo.current = null) });
  }, [newestUnread, visible, conversationId, markConversationRead]);

  return (
    <div
      ref={logRef}
      className="message-log"
      role="log"
      aria-label={`Messages with ${counterpartName}`}
      tabIndex={0}
      onScroll={(event) => {
        const log = event.currentTarget;
        fromBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight;
      }}
    >
      {pages.isPending && (
        <p className="messages__loading">
          <Spinner size="sm" decorative /> Loading messages...
        </p>
      )}
      {pages.isError && !pages.data && (
        <Alert tone="error">
          <p>
            {readApiError(pages.error).message ?? 'We couldn’t load the messages. Please check your connection and try again.'}
          </p>
          <Button variant="secondary" size="sm" className="messages__retry" onClick={() => void pages.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {pages.hasNextPage && (
        <div className="message-log__earlier">
          <Button
            variant="ghost"
            size="sm"
            icon={<ChevronUp aria-hidden="true" />}
            busy={pages.isFetchingNextPage}
            busyText="Loading earlier messages..."
            onClick={loadEarlier}
          >
            Load earlier
          </Button>
          {pages.isFetchNextPageError && (
            <p className="messages__error" role="alert">
              {readApiError(pages.error).message ?? 'We couldn’t load earlier messages. Please try again.'}
            </p>
          )}
        </div>
      )}
      {pages.data && messages.length === 0 && (
        <p className="message-log__none">No messages yet. Say hello to {counterpartName}.</p>
      )}
      <ol className="message-log__list">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            mine={message.sender_id === viewerId}
            senderName={counterpartName}
            warningText={warningText}
            receipt={message.id === lastOwn?.id ? (message.read_at ? 'Read' : 'Sent') : undefined}
          />
        ))}
      </ol>
    </div>
  );
}
