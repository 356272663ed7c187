import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { QueryState, type ReadQuery } from '../../common/QueryState';
import { ScrollRegion } from '../../common/ScrollRegion';

/**
 * A titled table of the QC tools, repairs and returns sub-pages: its heading, then the read's states (loading, error
 * with Retry, 'No Record Found!') and its rows in a scrollable table named by the same title.
 */
export function TitledTable<T, Row extends { id: number | string }>({
  title,
  query,
  rowsOf,
  columns,
  items = 'devices.items',
  spaced = false,
}: {
  title: string;
  query: ReadQuery<T>;
  rowsOf(data: T): readonly Row[];
  columns: readonly TableColumn<Row>[];
  items?: string;
  spaced?: boolean;
}) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom sx={spaced ? { mt: 3 } : undefined}>
        {translate(title)}
      </Typography>
      <QueryState query={query} isEmpty={(d: T) => rowsOf(d).length === 0} items={items}>
        {(data) => (
          <ScrollRegion label={translate(title)}>
            <ColumnTable label={title} rows={rowsOf(data)} columns={columns} />
          </ScrollRegion>
        )}
      </QueryState>
    </>
  );
}
