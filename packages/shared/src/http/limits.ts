/** Calls in one tRPC batch: the server refuses a longer one, and the web client never sends one. */
export const TRPC_BATCH_MAX = 10;
