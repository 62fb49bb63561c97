import { RECEIPT_WORDS, formatCents } from '@sponsorly/shared';
import { FileText } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { receiptPdfUrl, useReceipts } from '../api/use-receipts';

/**
 * A brand's receipts (one per funded deal) and credit notes (one per refund to its card), newest first,
 * each with its PDF. The PDF is the server's: the page only links to it.
 */
export function ReceiptsCard() {
  const titleId = useId();
  const pages = useReceipts();
  const rows = pages.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card as="section" className="money-receipts" aria-labelledby={titleId}>
      <h2 id={titleId}>Receipts</h2>
      {pages.isPending ? (
        <p>Loading...</p>
      ) : pages.isError ? (
        <Alert tone="error">We couldn’t load your receipts. Please try again.</Alert>
      ) : rows.length === 0 ? (
        <p className="text-muted">
          Each deal you fund gets a receipt, and each refund to your card a credit note. They will be listed here.
        </p>
      ) : (
        <ol className="money-receipts__list">
          {rows.map((r) => (
            <li key={r.id}>
              <div className="money-receipts__what">
                <p className="money-receipts__number">{r.number}</p>
                <p className="text-muted">
                  {RECEIPT_WORDS.title[r.kind]} · {new Date(r.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                </p>
              </div>
              <span className="money-receipts__total">{formatCents(r.total_cents)}</span>
              <a className="btn btn--secondary btn--sm" href={receiptPdfUrl(r.id)} download>
                <FileText aria-hidden="true" />
                <span>
                  Download PDF<span className="sr-only"> of {r.number}</span>
                </span>
              </a>
            </li>
          ))}
        </ol>
      )}
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          busy={pages.isFetchingNextPage}
          busyText="Loading..."
          onClick={() => void pages.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </Card>
  );
}
