import { MESSAGES } from '@sponsorly/shared';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { readApiError } from '../../../lib/api-error';
import { useSendTestEmail } from '../api/use-send-test-email';

/** Sends a test email through the real outbox, to check that mail goes out. */
export function SendTestEmailForm() {
  const titleId = useId();
  const send = useSendTestEmail();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    if (!email.trim()) {
      setFieldError(MESSAGES.admin.emailRequired);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setFieldError(undefined);
    send.mutate(
      { email: email.trim() },
      {
        onSuccess: (answer) => setResult({ tone: 'success', text: `${answer.message} It will appear in Emails Sent below.` }),
        onError: (error) => {
          const { fields } = readApiError(error);
          setFieldError(fields.email);
          setResult({ tone: 'error', text: MESSAGES.admin.sendFailed });
        },
      },
    );
  }

  return (
    <Card as="section" className="admin-send" aria-labelledby={titleId}>
      <h2 id={titleId}>Send test email</h2>
      <p className="text-muted">Queues a short test message through the email outbox, the same way account emails go out.</p>
      <form className="admin-send__form" onSubmit={handleSubmit} noValidate>
        <TextField
          label="Recipient email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
        />
        <Button type="submit" icon={<Send aria-hidden="true" />} busy={send.isPending} busyText="Sending...">
          Send test email
        </Button>
      </form>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
    </Card>
  );
}
