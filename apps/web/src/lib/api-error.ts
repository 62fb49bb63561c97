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
}

export function readApiError(error: unknown): ApiError {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? {}) as ErrorData;
    // A network failure has no data; its message is the browser's ("Failed to fetch"), not ours.
    const fromServer = error.data !== undefined && error.data !== null;
    return {
      message: fromServer && error.message ? error.message : undefined,
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
