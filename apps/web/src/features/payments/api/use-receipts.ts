import { trpc } from '../../../lib/trpc';

/** The brand's receipts and credit notes, newest first, page by page. */
export function useReceipts() {
  return trpc.receipts.list.useInfiniteQuery({}, { getNextPageParam: (page) => page.next_cursor ?? undefined });
}

/** Where a receipt's PDF is downloaded (the REST door: a file, not JSON). */
export const receiptPdfUrl = (id: string) => `/api/receipts/${id}`;

/** Where a creator's statement of a month is downloaded, as a PDF or CSV. */
export const statementUrl = (month: string, format: 'pdf' | 'csv') =>
  `/api/statements/${month}${format === 'csv' ? '?format=csv' : ''}`;
