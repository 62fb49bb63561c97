import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  label: string;
  /** What the column sorts by; a null sorts last either way. */
  sortValue: (row: Row) => number | string | null;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface SortableTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The column first sorted by, from the largest down. */
  initialSort: string;
}

function compare(a: number | string | null, b: number | string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/**
 * A table whose column headers sort it: a header is a button, and the sorted column says so to screen
 * readers (`aria-sort`). On a phone the table scrolls sideways inside its card, the first column fixed.
 */
export function SortableTable<Row>({ caption, columns, rows, rowKey, initialSort }: SortableTableProps<Row>) {
  const captionId = useId();
  const [sort, setSort] = useState<{ key: string; descending: boolean }>({ key: initialSort, descending: true });
  const column = columns.find((c) => c.key === sort.key) ?? columns[0]!;
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [column.sortValue(a), column.sortValue(b)];
    if (x === null || y === null) return compare(x, y);
    return sort.descending ? compare(y, x) : compare(x, y);
  });
  return (
    // A region that scrolls sideways must be reachable by keyboard to be scrolled.
    <div className="analytics-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = c.key === sort.key;
              const Icon = active ? (sort.descending ? ArrowDown : ArrowUp) : ArrowUpDown;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className={c.numeric ? 'is-numeric' : undefined}
                  aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
                >
                  <button
                    type="button"
                    onClick={() => setSort({ key: c.key, descending: active ? !sort.descending : c.numeric === true })}
                  >
                    {c.label}
                    <Icon aria-hidden="true" />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, index) =>
                index === 0 ? (
                  <th key={c.key} scope="row">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key} className={c.numeric ? 'is-numeric' : undefined}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
