import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

interface FilterSheetProps {
  activeCount: number;
  /** Creators the search finds now; null while it is counting. */
  total: number | null;
  onClear: () => void;
  children: ReactNode;
}

/**
 * Phones: the filters wait behind a "Filters" button, in a dialog that keeps focus inside and closes on
 * Escape. Each filter applies at once, so "Show N results" only closes it over the updated results.
 */
export function FilterSheet({ activeCount, total, onClear, children }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="filter-sheet__open"
        icon={<SlidersHorizontal aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Filters
        {activeCount > 0 && (
          <span className="filter-sheet__count">
            <span className="sr-only">, </span>
            {activeCount}
            <span className="sr-only"> active</span>
          </span>
        )}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Filters"
        footer={
          <>
            <Button variant="ghost" className="filter-sheet__clear" onClick={onClear} disabled={activeCount === 0}>
              Clear all
            </Button>
            <Button className="filter-sheet__show" onClick={() => setOpen(false)}>
              {total === null ? 'Show results' : `Show ${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}`}
            </Button>
          </>
        }
      >
        {children}
      </Modal>
    </>
  );
}
