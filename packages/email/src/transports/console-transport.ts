import type { EmailTransport } from '../message';

/** Development transport: prints each message, links included, so a newcomer can click through. */
export function createConsoleTransport(write: (line: string) => void = console.log): EmailTransport {
  return {
    name: 'console',
    async send(message) {
      write(
        [
          '──── email ────',
          `From: ${message.from}`,
          `To: ${message.to}`,
          ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
          ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
          `Subject: ${message.subject}`,
          '',
          message.text,
          '───────────────',
        ].join('\n'),
      );
    },
  };
}
