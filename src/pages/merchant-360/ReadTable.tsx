import type { ReactNode } from 'react';
import { orNotAvailable } from '../../format';
import { QueryState, type ReadQuery } from '../../common/QueryState';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';

export type ReadColumn<Row> = TableColumn<Row>;

interface ReadTableProps<Row extends { id: number | string }> {
  /** i18n key naming the table (its accessible name). */
  label: string;
  /** The read (react-query's result): its rows, loading, failure and refetch. */
  read: ReadQuery<readonly Row[]>;
  columns: readonly ReadColumn<Row>[];
}

/** An empty cell reads N/A. */
const orNotAvailableCell = (value: ReactNode): ReactNode =>
  value === null || value === undefined || value === '' ? orNotAvailable(null) : value;

/**
 * A whole-list read as a table, its states through QueryState (issue 41 item 4): the skeleton, the error panel with
 * Retry (rows already shown kept), 'No Record Found!' only when the server answered nothing (spec §8); N/A cells.
 */
export function ReadTable<Row extends { id: number | string }>({ label, read, columns }: ReadTableProps<Row>) {
  return (
    <QueryState query={read}>
      {(rows) => <ColumnTable label={label} rows={rows} columns={columns} cell={orNotAvailableCell} />}
    </QueryState>
  );
}
