import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { orNotAvailable } from '../../format';
import { QueryState, type ReadQuery } from '../../common/QueryState';

export interface ReadColumn<Row> {
  /** i18n key of the header. */
  label: string;
  render: (row: Row) => ReactNode;
}

interface ReadTableProps<Row extends { id: number | string }> {
  /** i18n key naming the table (its accessible name). */
  label: string;
  /** The read (react-query's result): its rows, loading, failure and refetch. */
  read: ReadQuery<readonly Row[]>;
  columns: readonly ReadColumn<Row>[];
}

/**
 * A whole-list read as a table, its states through QueryState (issue 41 item 4): the skeleton, the error panel with
 * Retry (rows already shown kept), 'No Record Found!' only when the server answered nothing (spec §8); N/A cells.
 */
export function ReadTable<Row extends { id: number | string }>({ label, read, columns }: ReadTableProps<Row>) {
  return <QueryState query={read}>{(rows) => <Rows label={label} rows={rows} columns={columns} />}</QueryState>;
}

function Rows<Row extends { id: number | string }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: readonly Row[];
  columns: readonly ReadColumn<Row>[];
}) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate(label)}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label}>{translate(c.label)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {columns.map((c) => {
              const value = c.render(row);
              return (
                <TableCell key={c.label}>
                  {value === null || value === undefined || value === '' ? orNotAvailable(null) : value}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
