import { ADMIN_MESSAGES, testEmailSchema } from '@sponsorly/shared';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { readApiError } from '../../../lib/api-error';
import { useSendTestEmail } from '../api/use-send-test-email';

/** Sends a test email through the real outbox, to check that mail goes out. */
export function SendTestEmailForm() {
  const titleId = useId();
  const send = useSendTestEmail();
  const form = useZodForm(testEmailSchema, { defaultValues: { email: '' } });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function sendTestEmail(values: { email: string }) {
    setResult(null);
    try {
      const answer = await send.mutateAsync(values);
      setResult({ tone: 'success', text: `${answer.message} It will appear in Emails Sent below.` });
    } catch (error) {
      setResult({ tone: 'error', text: ADMIN_MESSAGES.sendFailed });
      return { fields: readApiError(error).fields };
    }
  }

  return (
    <Card as="section" className="admin-send" aria-labelledby={titleId}>
      <h2 id={titleId}>Send test email</h2>
      <p className="text-muted">Queues a short test message through the email outbox, the same way account emails go out.</p>
      <Form form={form} onSubmit={sendTestEmail} onInvalid={() => setResult(null)} className="admin-send__form">
        <FormTextField label="Recipient email" name="email" type="email" inputMode="email" autoComplete="off" />
        <Button type="submit" icon={<Send aria-hidden="true" />} busy={send.isPending} busyText="Sending...">
          Send test email
        </Button>
      </Form>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
    </Card>
  );
}
