import { CONVERSATION_LIMITS, startConversationSchema } from '@sponsorly/shared';
import { MessageSquare, SendHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError } from '../../../components/form/form-errors';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useExistingConversation, useStartConversation } from '../api/use-message-creator';
import './message-creator-button.css';

const firstMessageSchema = startConversationSchema.pick({ body: true });
const SEND_FAILED = 'We couldn’t send your message. Please check your connection and try again.';

/**
 * "Message" on a creator's page, for brands: a short first message, then the conversation. When the
 * pair already talks, the button is a link to their conversation.
 */
export function MessageCreatorButton({ creatorId, name }: { creatorId: string; name: string }) {
  const existing = useExistingConversation(creatorId).data;
  const [open, setOpen] = useState(false);

  if (existing) {
    return (
      <ButtonLink to={`/messages/${existing}`} variant="secondary" icon={<MessageSquare aria-hidden="true" />}>
        Message<span className="sr-only"> {name}</span>
      </ButtonLink>
    );
  }
  return (
    <>
      <Button variant="secondary" icon={<MessageSquare aria-hidden="true" />} onClick={() => setOpen(true)}>
        Message<span className="sr-only"> {name}</span>
      </Button>
      {open && <FirstMessageDialog creatorId={creatorId} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}

function FirstMessageDialog({ creatorId, name, onClose }: { creatorId: string; name: string; onClose: () => void }) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const formId = useId();
  const form = useZodForm(firstMessageSchema, { defaultValues: { body: '' } });

  async function submit({ body }: { body: string }) {
    try {
      const { conversation_id } = await start.mutateAsync({ creator_id: creatorId, body });
      await navigate(`/messages/${conversation_id}`);
    } catch (failure) {
      return failureFromError(failure, SEND_FAILED);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Message ${name}`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            icon={<SendHorizontal aria-hidden="true" />}
            busy={start.isPending}
            busyText="Sending..."
          >
            Send message
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} id={formId} className="first-message">
        <FormTextAreaField
          name="body"
          label="Your message"
          hint="Say who you are and what you have in mind. Keep offers and payments on Sponsorly, where they are protected."
          rows={6}
          maxLength={CONVERSATION_LIMITS.messageMax}
          liveMax={CONVERSATION_LIMITS.messageMax}
          showCount
          autoFocus
        />
        <FormAlert />
      </Form>
    </Modal>
  );
}
