import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One column of a ColumnTable: its header's i18n key and what a row shows in it. */
export interface TableColumn<Row> {
  /** i18n key of the header. */
  label: string;
  render(row: Row): ReactNode;
}

/**
 * A small read-only table from column specs: translated headers, one row a record (keyed by its id), the table named
 * by `label` (an i18n key). `onRowClick` makes rows clickable (hover, pointer); `cell` may dress each rendered value.
 */
export function ColumnTable<Row extends { id: number | string }>({
  label,
  rows,
  columns,
  onRowClick,
  cell = (value) => value,
}: {
  label: string;
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  onRowClick?: (row: Row) => void;
  cell?: (value: ReactNode) => ReactNode;
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
          <TableRow
            key={row.id}
            hover={Boolean(onRowClick)}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            sx={onRowClick ? { cursor: 'pointer' } : undefined}
          >
            {columns.map((c) => (
              <TableCell key={c.label}>{cell(c.render(row))}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
