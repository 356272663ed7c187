import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';

export type Column<T> = TableColumn<T>;

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
  return <ColumnTable label={label} rows={rows} columns={columns} onRowClick={onRowClick} />;
}
