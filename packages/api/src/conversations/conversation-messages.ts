import type { MessageView } from '@sponsorly/shared';
import type { MessageRow } from '@sponsorly/db';

export function toMessageView(
  row: Pick<MessageRow, 'id' | 'conversation_id' | 'sender_id' | 'body' | 'warning' | 'created_at' | 'read_at'>,
): MessageView {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    body: row.body,
    created_at: new Date(row.created_at).toISOString(),
    read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
    warning: row.warning,
  };
}
