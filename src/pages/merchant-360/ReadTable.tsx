import type { ReactNode } from 'react';
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { orNotAvailable } from '../../format';
import { ListSkeleton } from '../../common/ListSkeleton';

export interface ReadColumn<Row> {
  /** i18n key of the header. */
  label: string;
  render: (row: Row) => ReactNode;
}

interface ReadTableProps<Row extends { id: number | string }> {
  /** i18n key naming the table (its accessible name). */
  label: string;
  rows: readonly Row[] | undefined;
  isPending: boolean;
  error: Error | null;
  columns: readonly ReadColumn<Row>[];
}

/** A whole-list read as a table: loading, the error's message, 'No Record Found!' when empty (spec §8), N/A cells. */
export function ReadTable<Row extends { id: number | string }>({
  label,
  rows,
  isPending,
  error,
  columns,
}: ReadTableProps<Row>) {
  const translate = useTranslate();
  if (isPending) return <ListSkeleton />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!rows || rows.length === 0) return <Typography>{translate('empty.no_record')}</Typography>;
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
