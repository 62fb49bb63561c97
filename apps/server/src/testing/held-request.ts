import { request } from 'node:http';

/**
 * A request held in flight: its headers and the first half of its JSON body are sent at once, the rest
 * only on `finish()`, so a test can stop the server while the request is still being received.
 */
export function heldRequest(baseUrl: string, path: string, body: unknown) {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  let sent: () => void = () => {};
  const headersSent = new Promise<void>((resolve) => (sent = resolve));
  let answerRequest: ReturnType<typeof request> | undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), connection: 'close' },
      },
      (res) => {
        let answerBody = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (answerBody += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answerBody }));
      },
    );
    req.on('error', reject);
    req.write(text.slice(0, half), () => sent());
    answerRequest = req;
  });
  return {
    /** Resolves once the first half went out on the connection. */
    started: headersSent,
    finish() {
      answerRequest?.end(text.slice(half));
      return answer;
    },
  };
}

/** Whether a new connection to the address is refused (the server no longer accepts). */
export async function connectionRefused(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/api/health`, { headers: { connection: 'close' } });
    return false;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code === 'ECONNREFUSED';
  }
}
