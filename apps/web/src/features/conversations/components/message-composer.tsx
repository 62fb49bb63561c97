import { CONVERSATION_LIMITS, sendMessageSchema } from '@sponsorly/shared';
import { SendHorizontal } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError } from '../../../components/form/form-errors';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { useSendMessage } from '../api/use-conversation';

/** The text of a message, checked by the very rule the server applies. */
const composerSchema = sendMessageSchema.pick({ body: true });
const SEND_FAILED = 'We couldn’t send your message. Please check your connection and try again.';

/** Enter sends; Shift+Enter starts a new line (and Enter while an input method is composing is the IME's). */
function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

export function MessageComposer({ conversationId, counterpartName }: { conversationId: string; counterpartName: string }) {
  const send = useSendMessage(conversationId);
  const form = useZodForm(composerSchema, { defaultValues: { body: '' } });

  async function submit({ body }: { body: string }) {
    // Enter pressed twice sends once.
    if (send.isPending) return;
    try {
      await send.mutateAsync({ id: conversationId, body });
      form.reset({ body: '' });
      // Clicking Send took focus to the button: the next message is typed where the last one was.
      form.setFocus('body');
    } catch (failure) {
      return failureFromError(failure, SEND_FAILED);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="composer" aria-label={`Write to ${counterpartName}`}>
      <div className="composer__row">
        <FormTextAreaField
          name="body"
          label={`Message to ${counterpartName}`}
          hint="Enter sends, Shift+Enter adds a line."
          rows={2}
          maxLength={CONVERSATION_LIMITS.messageMax}
          liveMax={CONVERSATION_LIMITS.messageMax}
          showCount
          className="composer__field"
          onKeyDown={sendOnEnter}
        />
        <Button
          type="submit"
          className="composer__send"
          icon={<SendHorizontal aria-hidden="true" />}
          busy={send.isPending}
          busyText="Sending..."
        >
          Send
        </Button>
      </div>
      <FormAlert />
    </Form>
  );
}
