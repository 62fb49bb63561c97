/** A rendered email, ready for a transport. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | null;
  /** Extra headers by name: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on emails a person can turn off. */
  headers?: Record<string, string>;
}

export interface EmailTransport {
  readonly name: string;
  send(message: EmailMessage & { from: string }): Promise<void>;
}

/**
 * Header values are single lines: a CR or LF in a subject, address or reply-to would let a caller
 * add headers of their own (mail header injection), so they are folded into spaces.
 */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
