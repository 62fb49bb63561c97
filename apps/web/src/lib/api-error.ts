import { TRPCClientError } from '@trpc/client';

/** What the pages need to know about a failed call, whatever shape the failure took. */
export interface ApiError {
  message: string | undefined;
  status: number | undefined;
  appCode: string | undefined;
  fields: Record<string, string>;
}

interface ErrorData {
  httpStatus?: number;
  appCode?: string;
  fields?: Record<string, string>;
  requestId?: string;
}

/** A server failure's message with the request's id, which support can find in the server's log. */
function withReference(message: string | undefined, requestId: string | undefined): string | undefined {
  return message && requestId ? `${message} Reference: ${requestId}` : message;
}

/**
 * A refusal from the REST door, where a multipart upload goes (tRPC carries JSON only): its status and
 * the one error body every route answers, `{ message, code, fields }`.
 */
export class RestRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; code?: string; fields?: Record<string, string>; request_id?: string },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

/** Posts a multipart form to a REST path; a refusal is thrown as a RestRefusal, which readApiError reads. */
export async function postForm(path: string, body: FormData): Promise<unknown> {
  const response = await fetch(path, { method: 'POST', body, credentials: 'same-origin' });
  // A body that is not JSON (a proxy's page) reads as saying nothing: the caller's own words show.
  const answer = (await response.json().catch(() => ({}))) as unknown;
  if (!response.ok) throw new RestRefusal(response.status, (answer ?? {}) as RestRefusal['body']);
  return answer;
}

export function readApiError(error: unknown): ApiError {
  if (error instanceof RestRefusal) {
    return {
      message: withReference(error.body.message, error.body.request_id),
      status: error.status,
      appCode: error.body.code,
      fields: error.body.fields ?? {},
    };
  }
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? {}) as ErrorData;
    // A network failure has no data; its message is the browser's ("Failed to fetch"), not ours.
    const fromServer = error.data !== undefined && error.data !== null;
    return {
      message: fromServer && error.message ? withReference(error.message, data.requestId) : undefined,
      status: data.httpStatus,
      appCode: data.appCode,
      fields: data.fields ?? {},
    };
  }
  return { message: undefined, status: undefined, appCode: undefined, fields: {} };
}

/** Client errors (4xx) will give the same answer again; only network and server failures are retried. */
export function isRetryable(error: unknown): boolean {
  const { status } = readApiError(error);
  return status === undefined || status >= 500;
}
