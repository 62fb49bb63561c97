import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { ERROR_CODES, HTTP_MESSAGES } from '@sponsorly/shared';

/**
 * Set by a proxy that sends a GET or HEAD answered 504 to another instance and then leaves this one alone
 * for a while (nginx: `proxy_next_upstream ... http_504` with `max_fails=1`; infra/nginx). Without it a
 * draining server serves everything, as a caller that cannot retry elsewhere needs.
 */
export const PROXY_RETRY_HEADER = 'x-proxy-retry';
const PROXY_RETRY_STATUS = 504;

/** A listener closes only after this long without a new connection: the proxy has stopped sending. */
const QUIET_MS = 100;
/** ...or after this long in any case (a proxy that never stops sending). */
const QUIET_WAIT_MS = 2_000;
/** A connection accepted just before the listener closed has this long to send its request. */
const FIRST_REQUEST_WAIT_MS = 1_000;

const until = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How a draining server stops listening without losing a request. Closing a listener resets every
 * connection the kernel queued for it and the process has not accepted yet, and Node counts an accepted
 * connection whose request has not been read as idle and closes it: a proxy has already sent its request
 * on both, and may not send a POST again, so its caller gets 502. Hence, from the signal on:
 * - every answer closes its connection, so the proxy keeps no idle one to this process;
 * - a GET or HEAD from a proxy that retries (`X-Proxy-Retry: 504`) is answered 504 at once, untouched:
 *   the proxy sends it to another instance and stops sending to this one;
 * - the listener closes once no connection has come for a moment, and a connection accepted just before
 *   gets to send its request before the idle ones are closed.
 */
export function startDraining(server: HttpServer) {
  let lastConnectionAt = Date.now();
  const awaitingRequest = new Set<Socket>();
  const onConnection = (socket: Socket) => {
    lastConnectionAt = Date.now();
    awaitingRequest.add(socket);
    socket.once('close', () => awaitingRequest.delete(socket));
  };
  server.on('connection', onConnection);

  // Fastify's own handler runs after this one, unless the request goes elsewhere.
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    awaitingRequest.delete(request.socket);
    response.setHeader('Connection', 'close');
    if (goesElsewhere(request)) {
      response.writeHead(PROXY_RETRY_STATUS, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ message: HTTP_MESSAGES.unavailable, code: ERROR_CODES.unavailable }));
      return;
    }
    for (const handler of handlers) handler.call(server, request, response);
  });

  return {
    /** Closes the listener at a quiet moment; connections already accepted are served. */
    async stopListening(): Promise<void> {
      const giveUpAt = Date.now() + QUIET_WAIT_MS;
      while (Date.now() - lastConnectionAt < QUIET_MS && Date.now() < giveUpAt) await until(10);
      // The listener alone: http.Server#close would also close the connections still awaiting a request.
      NetServer.prototype.close.call(server);
      const deadline = Date.now() + FIRST_REQUEST_WAIT_MS;
      while (awaitingRequest.size > 0 && Date.now() < deadline) await until(10);
      server.off('connection', onConnection);
    },
  };
}

function goesElsewhere(request: IncomingMessage): boolean {
  return (
    request.headers[PROXY_RETRY_HEADER] === String(PROXY_RETRY_STATUS) && (request.method === 'GET' || request.method === 'HEAD')
  );
}
