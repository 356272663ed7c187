import type { ReactNode } from 'react';
import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScrollRegion } from './ScrollRegion';
import { selectAllState, toggleAll, toggleRow, type RowId, type SelectionRules } from './row-selection';

/** One column of a ColumnTable: its header's i18n key and what a row shows in it. */
export interface TableColumn<Row> {
  /** i18n key of the header. */
  label: string;
  render(row: Row): ReactNode;
}

/** Spec §2.5/§9: the generic table's fixed header keeps the rows in at most 500 px. */
export const TABLE_MAX_HEIGHT = 500;

/** The optional selection column (spec §2.5): select-all, a cap, disable-able rows (rules in row-selection.ts). */
export interface TableSelection<Row> extends SelectionRules<Row> {
  selected: ReadonlySet<RowId>;
  onChange(selected: ReadonlySet<RowId>): void;
}

/**
 * A small read-only table from column specs: translated headers, one row a record (keyed by its id), the table named
 * by `label` (an i18n key). `onRowClick` makes rows clickable (hover, pointer); `cell` may dress each rendered value.
 * `fixedHeader` keeps the header in view over at most 500 px of rows; `selection` adds the selection column. Wider
 * than its place, it scrolls sideways inside itself.
 */
export function ColumnTable<Row extends { id: number | string }>({
  label,
  rows,
  columns,
  onRowClick,
  cell = (value) => value,
  fixedHeader = false,
  selection,
}: {
  label: string;
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  onRowClick?: (row: Row) => void;
  cell?: (value: ReactNode) => ReactNode;
  fixedHeader?: boolean;
  selection?: TableSelection<Row>;
}) {
  const translate = useTranslate();
  const all = selection && selectAllState(rows, selection.selected, selection);
  const table = (
    <Table size="small" aria-label={translate(label)} stickyHeader={fixedHeader}>
      <TableHead>
        <TableRow>
          {selection && all && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={all.checked}
                indeterminate={all.indeterminate}
                disabled={all.disabled}
                onChange={() => selection.onChange(toggleAll(rows, selection.selected, selection))}
                slotProps={{ input: { 'aria-label': translate('empty.select_all') } }}
              />
            </TableCell>
          )}
          {columns.map((c) => (
            <TableCell key={c.label}>{translate(c.label)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const picked = selection?.selected.has(row.id) ?? false;
          return (
            <TableRow
              key={row.id}
              hover={Boolean(onRowClick)}
              selected={picked}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              sx={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {selection && (
                <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                  <Checkbox
                    checked={picked}
                    disabled={
                      Boolean(selection.isDisabled?.(row)) ||
                      (!picked && selection.max !== undefined && selection.selected.size >= selection.max)
                    }
                    onChange={() => selection.onChange(toggleRow(selection.selected, row, selection))}
                    slotProps={{ input: { 'aria-label': translate('empty.select_row', { id: row.id }) } }}
                  />
                </TableCell>
              )}
              {columns.map((c) => (
                <TableCell key={c.label}>{cell(c.render(row))}</TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
  // A scrolling region takes the keyboard's focus (Tab, then the arrows scroll it) and is named as its table is. A
  // table wider than where it stands (a 360 section beside another) scrolls sideways inside itself, never the page.
  return fixedHeader ? (
    <TableContainer sx={{ maxHeight: TABLE_MAX_HEIGHT }} tabIndex={0} role="region" aria-label={translate(label)}>
      {table}
    </TableContainer>
  ) : (
    <ScrollRegion label={translate(label)}>{table}</ScrollRegion>
  );
}
