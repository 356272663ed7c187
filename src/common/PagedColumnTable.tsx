import { Button, Paper, TableContainer } from '@mui/material';
import { ColumnTable, type TableColumn } from './ColumnTable';
import { PagePager } from './PagePager';
import { QueryState, type ReadQuery } from './QueryState';

/**
 * A page of a list read through useFilteredPages (filtered-pages.ts), in its states: the rows as a ColumnTable in an
 * outlined frame with the pager under it, 'No Record Found!' (with what the rows are) when the page is empty.
 */
export function PagedColumnTable<
  D extends { content: unknown[]; totalElements?: number },
  Row extends { id: number | string },
>({
  list: { query, page, pages, setPage },
  label,
  items,
  columns,
  rowsOf,
  showTotal = false,
}: {
  /** useFilteredPages' answer: the read, the page shown, how many there are, and the pager's change. */
  list: { query: ReadQuery<D>; page: number; pages: number; setPage: (page: number) => void };
  /** i18n key naming the table. */
  label: string;
  /** i18n key of what the rows are (plural), for the empty state. */
  items: string;
  columns: readonly TableColumn<Row>[];
  /** The page's rows as the table keys them (default: `content` as it is). */
  rowsOf?: (data: D) => readonly Row[];
  /** Say how many rows the filter selects in all (a quick-summary tile's figure opens such a list). */
  showTotal?: boolean;
}) {
  return (
    <QueryState query={query} isEmpty={(d) => d.content.length === 0} items={items}>
      {(data) => (
        <>
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable label={label} rows={rowsOf ? rowsOf(data) : (data.content as Row[])} columns={columns} />
          </TableContainer>
          <PagePager page={page} pages={pages} onChange={setPage} total={showTotal ? data.totalElements : undefined} />
        </>
      )}
    </QueryState>
  );
}

/** A row's first cell that opens the record: its id as a small button, named for what it opens. */
export function OpenButton({ text, name, onOpen }: { text: string; name: string; onOpen(): void }) {
  return (
    <Button size="small" onClick={onOpen} aria-label={name}>
      {text}
    </Button>
  );
}
