import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedEmail {
  domain: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** A message as Mailgun's API receives it: a multipart form, each custom header as an `h:` field. */
async function parseMessage(domain: string, contentType: string | undefined, body: Buffer): Promise<CapturedEmail> {
  const form = await new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': contentType ?? '' },
    body: new Uint8Array(body),
  }).formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const headers: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (key.startsWith('h:')) headers[key.slice(2)] = String(value);
  return {
    domain,
    from: field('from'),
    to: form.getAll('to').map(String).join(','),
    subject: field('subject'),
    text: field('text'),
    html: field('html'),
    headers,
  };
}

/**
 * A small stand-in for Mailgun's messages endpoint (POST /v3/{domain}/messages, multipart form, basic
 * auth). Tests point mailgun.js at it, read what was sent, and can make it fail or stop.
 */
export class MailgunFake {
  readonly messages: CapturedEmail[] = [];
  /** Messages being answered right now (while `delayMs` holds them). */
  readonly inFlight: CapturedEmail[] = [];
  /** Messages whose sender closed the connection before the answer; not accepted, so not in `messages`. */
  readonly abandoned: CapturedEmail[] = [];
  /** When set, every request is answered with this status. */
  failWith: number | undefined;
  /** When set, each message is answered only after this many milliseconds (a slow provider). */
  delayMs = 0;
  #server: Server | undefined;
  #port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  async start(): Promise<void> {
    this.#server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const match = /^\/v3\/([^/]+)\/messages$/.exec(req.url ?? '');
      const authorized = req.method === 'POST' && match && req.headers.authorization?.startsWith('Basic ');
      const mail = authorized
        ? await parseMessage(match[1] ?? '', req.headers['content-type'], Buffer.concat(chunks))
        : undefined;
      if (mail) this.inFlight.push(mail);
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      if (mail) this.inFlight.splice(this.inFlight.indexOf(mail), 1);
      if (this.failWith) {
        res.writeHead(this.failWith, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'fake failure' }));
        return;
      }
      if (!mail) {
        res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Forbidden' }));
        return;
      }
      // The sender went away (its process was killed) before the answer: nothing was accepted.
      if (req.socket.destroyed) {
        this.abandoned.push(mail);
        return;
      }
      this.messages.push(mail);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: `<${this.messages.length}@fake.mailgun>`, message: 'Queued. Thank you.' }));
    });
    // Restarting after stop() reuses the same port, as a real endpoint coming back would.
    await new Promise<void>((resolve) => this.#server!.listen(this.#port, '127.0.0.1', resolve));
    this.#port = (this.#server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(recipient: string): CapturedEmail[] {
    return this.messages.filter((m) => m.to === recipient);
  }

  /** The link to `path` in the newest email to this recipient. */
  linkTo(recipient: string, path: string): string {
    const mails = this.to(recipient);
    const mail = mails[mails.length - 1];
    if (!mail) throw new Error(`no email to ${recipient}`);
    const found = mail.text.match(new RegExp(`https?://[^\\s]+${path.replace('/', '\\/')}\\?[^\\s]+`));
    if (!found) throw new Error(`no ${path} link in "${mail.subject}"`);
    return found[0];
  }
}
