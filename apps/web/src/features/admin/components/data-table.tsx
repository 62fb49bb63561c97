import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { PagedList } from '../api/use-admin-lists';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Long values (ids, subjects, errors) get a wider, wrapping cell. */
  wide?: boolean;
  mono?: boolean;
}

interface DataTableProps<Row> {
  title: string;
  /** "users", "emails": says what "Load more" loads, as three such buttons share a page. */
  noun: string;
  columns: readonly Column<Row>[];
  list: PagedList<Row>;
  rowKey: (row: Row) => string;
}

/**
 * A table that scrolls sideways inside its own box on a phone, never the whole page. The box is
 * focusable and named, so keyboard users can scroll it too.
 */
export function DataTable<Row>({ title, noun, columns, list, rowKey }: DataTableProps<Row>) {
  const titleId = useId();
  return (
    <div className="admin-table">
      <div className="admin-table__head">
        <h2 id={titleId}>{title}</h2>
        <p className="admin-table__count">
          {list.rows.length} shown{list.hasMore ? ', more available' : ''}
        </p>
      </div>
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-labelledby={titleId}>
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="admin-table__empty">
                  No {noun} yet.
                </td>
              </tr>
            ) : (
              list.rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={
                        [column.wide ? 'admin-table__cell--wide' : '', column.mono ? 'admin-table__cell--mono' : '']
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {list.loadMoreFailed && <p className="admin-table__error">Couldn't load more {noun}. Please try again.</p>}
      {list.hasMore && (
        <Button variant="secondary" size="sm" onClick={list.loadMore} busy={list.loadingMore} busyText="Loading...">
          Load more {noun}
        </Button>
      )}
    </div>
  );
}
