// A TanStack Table rendered as a semantic table that scrolls sideways on narrow screens. Sorting
// and paging happen on the server: a sortable header only reports which column was asked for.
import { flexRender } from '@tanstack/react-table';
import type { Table } from '@tanstack/react-table';
import styles from './data-table.module.css';

export interface DataTableProps<T> {
  table: Table<T>;
  caption: string;
  /** The accessible name of a header's sort button, for the column's label. */
  sortLabel?: (column: string) => string;
}

export function DataTable<T>({ table, caption, sortLabel }: DataTableProps<T>) {
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                const text =
                  typeof header.column.columnDef.header === 'string'
                    ? header.column.columnDef.header
                    : header.id;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    style={{ minWidth: header.column.columnDef.minSize }}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className={styles.sort}
                        onClick={header.column.getToggleSortingHandler()}
                        aria-label={sortLabel ? sortLabel(text) : undefined}
                      >
                        {label}
                        <span className={styles.arrow} aria-hidden="true">
                          {sorted === 'asc' ? '↑' : sorted === 'desc' ? '↓' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
