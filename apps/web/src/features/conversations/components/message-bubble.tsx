import type { MessageView } from '@sponsorly/shared';
import { ShieldAlert } from 'lucide-react';
import { ReportButton } from '../../../components/report/report-button';
import { fullDateTime } from '../../../lib/time-ago';
import { linkify } from '../lib/linkify';
import { messageTime } from '../lib/message-time';

interface MessageBubbleProps {
  message: MessageView;
  mine: boolean;
  /** The counterpart's name, said to screen readers before their messages. */
  senderName: string;
  warningText: string;
  /** Under the user's newest message: whether the other side has read it. */
  receipt?: 'Sent' | 'Read' | undefined;
}

/**
 * One message. Its text is text, never HTML, with web addresses as links. A message carrying contact or
 * payment details shows its recipient the warning that payments outside Sponsorly are not protected
 * (docs/marketplace.md "Trust"); its sender is told the recipient sees one.
 */
export function MessageBubble({ message, mine, senderName, warningText, receipt }: MessageBubbleProps) {
  return (
    <li className={`message ${mine ? 'message--mine' : 'message--theirs'}`}>
      <div className="message__bubble">
        <span className="sr-only">{mine ? 'You: ' : `${senderName}: `}</span>
        <p className="message__text">{linkify(message.body)}</p>
      </div>
      {message.warning && !mine && (
        <p className="message__warning" role="note">
          <ShieldAlert aria-hidden="true" />
          <span>{warningText}</span>
        </p>
      )}
      {message.warning && mine && <p className="message__flag">{senderName} sees a payment-safety warning with this message.</p>}
      <p className="message__meta">
        <time dateTime={message.created_at} title={fullDateTime(message.created_at)}>
          {messageTime(message.created_at)}
        </time>
        {receipt && <span> · {receipt}</span>}
        {!mine && <ReportButton kind="message" id={message.id} what={`this message from ${senderName}`} />}
      </p>
    </li>
  );
}
