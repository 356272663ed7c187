import { useQuery } from '@tanstack/react-query';
import { TableContainer } from '@mui/material';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { QueryState } from '../../common/QueryState';
import { CLUB_QUERY } from './ClubChangeDialog';

/** One club read, keyed under the club so a change refreshes it. */
export const useClubRead = <T,>(name: string, read: (signal?: AbortSignal) => Promise<T[]>) =>
  useQuery({ queryKey: [CLUB_QUERY, name], queryFn: ({ signal }) => read(signal), retry: false });

/** A club read as a table, with its loading, error and empty states; `toRows` keys and orders the rows. */
export function ClubReadTable<T, Row extends { id: number | string }>({
  name,
  read,
  items,
  label,
  toRows,
  columns,
}: {
  name: string;
  read: (signal?: AbortSignal) => Promise<T[]>;
  /** i18n keys: what the rows are (plural) and the table's name. */
  items: string;
  label: string;
  toRows: (rows: T[]) => Row[];
  columns: readonly TableColumn<Row>[];
}) {
  const query = useClubRead(name, read);
  return (
    <QueryState query={query} items={items}>
      {(rows) => (
        <TableContainer>
          <ColumnTable label={label} rows={toRows(rows)} columns={columns} />
        </TableContainer>
      )}
    </QueryState>
  );
}
