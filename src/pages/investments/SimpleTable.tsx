import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Column<T> {
  /** i18n key of the header. */
  label: string;
  render(row: T): ReactNode;
}

/** A small read-only table of the investment pages: headers from en.ts, 'No Record Found!' when empty. */
export function SimpleTable<T extends { id: number }>({
  rows,
  columns,
  label,
  onRowClick,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  label: string;
  onRowClick?: (row: T) => void;
}) {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography>{translate('investments.none')}</Typography>;
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
          <TableRow
            key={row.id}
            hover={Boolean(onRowClick)}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            sx={onRowClick ? { cursor: 'pointer' } : undefined}
          >
            {columns.map((c) => (
              <TableCell key={c.label}>{c.render(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
