import { Children, isValidElement, memo, useMemo, type ReactElement, type ReactNode } from 'react';
import { Box, TableBody } from '@mui/material';
import { alpha, lighten, type SxProps, type Theme } from '@mui/material/styles';
import {
  DataTable,
  RecordContextProvider,
  useDataTableDataContext,
  useDataTableRowSxContext,
  type RaRecord,
} from 'react-admin';

/** What a light cell reads of a `DataTable.Col`. */
interface ColumnProps {
  source?: string;
  render?: (record: RaRecord) => ReactNode;
  children?: ReactNode;
  className?: string;
  cellClassName?: string;
  /** A cell's own style for its record (DataTable.Col's cellSx): only such cells go through MUI's style engine. */
  cellSx?: (record: RaRecord) => SxProps<Theme>;
}

/** The columns of a DataTable (its `DataTable.Col` children, fragments and nulls flattened). */
function columnsOf(children: ReactNode): ReactElement<ColumnProps>[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    if (child.type === DataTable.Col) return [child as ReactElement<ColumnProps>];
    return columnsOf(child.props.children);
  });
}

const valueOf = (record: RaRecord, source: string): unknown =>
  source.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | null | undefined)?.[key], record);

/** One cell: the column's render(record), its children in the row's record context, or the source's text. */
function cellContent(column: ColumnProps, record: RaRecord): ReactNode {
  if (column.children !== undefined) return column.children;
  if (column.render) return column.render(record);
  const value = column.source === undefined ? null : valueOf(record, column.source);
  return value === null || value === undefined ? null : String(value as string | number);
}

/**
 * Cell styles a column may name (DataTable.Col's `cellClassName`), set once on the body like the cells' own look:
 * the same result as a `cellSx` that does not depend on the record, without a pass of MUI's style engine per cell.
 */
export const LIGHT_CELL = {
  /** Amounts, dates and buttons never wrap. */
  noWrap: 'LightCell-noWrap',
  /** E-mails and references may break anywhere (and keep a readable width). */
  wrapAnywhere: 'LightCell-wrapAnywhere',
} as const;

const ROW_CLASSES = 'MuiTableRow-root MuiTableRow-hover RaDataTable-row RaDataTable-selectable';
const CELL_CLASSES = 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDataTable-rowCell';

/**
 * What MUI's TableRow (hover) and small body TableCell look like, set once on the body rather than computed by the
 * style engine for every row and cell (a cell of its own costs as much as its content).
 */
const bodySx = (theme: Theme) => ({
  '& > tr': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
  '& > tr:hover': { backgroundColor: theme.palette.action.hover },
  '& > tr > td': {
    typography: 'body2',
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
    textAlign: 'left',
    padding: '6px 16px',
    color: theme.palette.text.primary,
  },
  '& > tr > td.LightCell-noWrap': { whiteSpace: 'nowrap' },
  '& > tr > td.LightCell-wrapAnywhere': { overflowWrap: 'anywhere', minWidth: 110 },
});

/**
 * One row: a plain `tr` of plain `td`s with MUI's and the DataTable's classes (styled once by the body), so it looks
 * and reads as before. Memoised on the record, so a re-render of the list with the same rows costs nothing.
 */
const LightRow = memo(function LightRow({
  record,
  columns,
  odd,
  sx,
}: {
  record: RaRecord;
  columns: ReactElement<ColumnProps>[];
  odd: boolean;
  /** The DataTable's `rowSx` for this row, only when it styles it (a selected row): other rows stay plain. */
  sx?: SxProps<Theme>;
}) {
  const rowClassName = `${ROW_CLASSES} ${odd ? 'RaDataTable-rowOdd' : 'RaDataTable-rowEven'}`;
  const cells = columns.map((column, i) => {
    const p = column.props;
    const className = [CELL_CLASSES, p.className, p.cellClassName, `column-${p.source}`].filter(Boolean).join(' ');
    const key = column.key ?? i;
    return p.cellSx ? (
      <Box component="td" key={key} className={className} sx={p.cellSx(record)}>
        {cellContent(p, record)}
      </Box>
    ) : (
      <td key={key} className={className}>
        {cellContent(p, record)}
      </td>
    );
  });
  return (
    <RecordContextProvider value={record}>
      {sx ? (
        <Box component="tr" className={rowClassName} sx={sx}>
          {cells}
        </Box>
      ) : (
        <tr className={rowClassName}>{cells}</tr>
      )}
    </RecordContextProvider>
  );
});

/** A rowSx result that styles the row, or undefined for none (`{}`): such rows stay plain `tr`s. */
const rowStyle = (sx: SxProps<Theme> | undefined): SxProps<Theme> | undefined =>
  sx && (typeof sx === 'function' || Array.isArray(sx) || Object.keys(sx).length > 0) ? sx : undefined;

/**
 * A lighter body for a read-only DataTable (DataTable's `body` prop; no row click, no bulk selection): the same rows
 * and cells, without the per-cell store subscription, theme props and second styled layer of react-admin's
 * DataTableCell, nor the per-row expand and selection machinery. Profiles showed those cost most of a 360 tab switch
 * (≈ 120 cells) and half of a cold list's table render (20 rows: 3,200 → 2,100 components), and MUI's style engine
 * runs once per TableCell, hence plain cells. Columns keep their `source`, `render` or children (rendered in the
 * row's record context) and their `cellSx`; the DataTable's `rowSx` styles only the rows it returns a style for (a
 * selected row). `rowClick`, expand, column hiding and bulk selection are not supported.
 */
export const LightTableBody = memo(function LightTableBody({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const rowSx = useDataTableRowSxContext();
  const columns = useMemo(() => columnsOf(children), [children]);
  return (
    <TableBody className="datatable-body RaDataTable-tbody" sx={bodySx}>
      {data?.map((record, i) => (
        <LightRow
          key={record.id ?? `row${i}`}
          record={record}
          columns={columns}
          odd={i % 2 !== 0}
          sx={rowStyle(rowSx?.(record, i))}
        />
      ))}
    </TableBody>
  );
});
