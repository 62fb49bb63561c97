import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request slower than this is logged at info, with its timing, whatever its status. */
export const SLOW_REQUEST_MS = 500;

/**
 * One log line per request that needs a look: a server failure (5xx) or a slow answer, at info.
 * Every other request is logged only at debug. Fastify's default writes two lines for every request,
 * which at our request rates is a good part of each request's cost and buries the lines that matter;
 * the proxy in front keeps the access log. Unexpected errors are logged by plugins/error-handler.ts.
 */
export class RequestLog extends LogController {
  constructor(private readonly logsEveryRequest: boolean) {
    super();
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    // Each line carries the request id (`reqId`, from the logger); the route is its pattern, not the raw URL.
    const fields = { req: request, route: request.routeOptions.url, userId: request.userId, status, ms };
    if (error) {
      // The response itself failed (a socket error while sending), whatever its status says.
      request.log.error({ ...fields, err: error }, 'request errored');
    } else if (status >= 500 || ms >= SLOW_REQUEST_MS) {
      request.log.info(fields, status >= 500 ? 'request failed' : 'slow request');
    } else if (this.logsEveryRequest) {
      request.log.debug(fields, 'request');
    }
  }
}
