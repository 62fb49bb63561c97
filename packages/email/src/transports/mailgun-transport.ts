import Mailgun from 'mailgun.js';
import { headerSafe, type EmailTransport } from '../message';

export interface MailgunOptions {
  apiKey: string;
  domain: string;
  /** Mailgun's API base; a test points it at a local fake. */
  url?: string | undefined;
  timeoutMs?: number;
}

export function createMailgunTransport(options: MailgunOptions): EmailTransport {
  const client = new Mailgun(FormData).client({
    username: 'api',
    key: options.apiKey,
    ...(options.url ? { url: options.url } : {}),
    timeout: options.timeoutMs ?? 10_000,
  });
  return {
    name: 'mailgun',
    async send(message) {
      await client.messages.create(options.domain, {
        from: headerSafe(message.from),
        to: [headerSafe(message.to)],
        subject: headerSafe(message.subject),
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { 'h:Reply-To': headerSafe(message.replyTo) } : {}),
        // Mailgun sends each `h:` field as a header of the message.
        ...Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [`h:${name}`, headerSafe(value)])),
      });
    },
  };
}
