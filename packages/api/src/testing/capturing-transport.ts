import type { EmailMessage, EmailTransport } from '@sponsorly/email';

export type SentEmail = EmailMessage & { from: string };

/** An email transport that keeps what it is given, and can be made to fail like a provider outage. */
export interface CapturingTransport extends EmailTransport {
  readonly sent: SentEmail[];
  /** Every send attempt, failed ones included, in order. */
  readonly attempts: SentEmail[];
  /** While set, each send fails with this error and nothing is kept in `sent`. */
  failWith: Error | undefined;
  to(recipient: string): SentEmail[];
  /** The link to `path` (`/verify-email`, `/reset-password`, `/unsubscribe`) in the newest email to this recipient. */
  linkTo(recipient: string, path: string): string;
}

export function createCapturingTransport(): CapturingTransport {
  const transport: CapturingTransport = {
    name: 'capturing',
    sent: [],
    attempts: [],
    failWith: undefined,
    async send(message) {
      transport.attempts.push(message);
      if (transport.failWith) throw transport.failWith;
      transport.sent.push(message);
    },
    to: (recipient) => transport.sent.filter((m) => m.to === recipient),
    linkTo(recipient, path) {
      const mail = transport.to(recipient).at(-1);
      if (!mail) throw new Error(`no email to ${recipient}`);
      const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
      if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
      return link;
    },
  };
  return transport;
}
