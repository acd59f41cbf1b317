/**
 * The dashboard's tables (orders, quotes, the lines of one): a header of column titles and a row
 * per item; numeric columns (amounts, prices) are marked in the header and in each cell alike.
 * Given an empty text, no items show that text instead of an empty table.
 */
import type { ReactNode } from 'react';
import { formatPrettyPrice } from '../../../shared/format.ts';
import type { PriceMode } from '../../../shared/price-mode.ts';
import { fromCents } from './dashboard-layout.tsx';

export interface Column<T> {
  title: ReactNode;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

export function DashboardTable<T>({
  testId,
  columns,
  rows,
  rowKey,
  empty,
  emptyTestId,
}: {
  testId: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
  empty?: string;
  emptyTestId?: string;
}) {
  if (empty !== undefined && rows.length === 0)
    return (
      <p className="dashboard-empty" data-testid={emptyTestId}>
        {empty}
      </p>
    );
  const numeric = (column: Column<T>) => (column.numeric ? 'numeric' : undefined);
  // On a narrow screen the table scrolls sideways in its own box, not the page (WCAG 1.4.10 allows it
  // for data tables; decision 092).
  return (
    <div className="dashboard-table-scroll">
      <table className="dashboard-table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <th key={i} scope="col" className={numeric(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={rowKey(row, r)}>
              {columns.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={i} className={numeric(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An order's or a quote's total from the API's cents, in the visitor's price mode. */
export const totalIn = (sum: { total_net: number; total_gross: number }, mode: PriceMode) =>
  formatPrettyPrice(fromCents(mode === 'net' ? sum.total_net : sum.total_gross));
