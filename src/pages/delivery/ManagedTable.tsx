import { Button, Paper, Stack, TableContainer, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { QueryState, type ReadQuery } from '../../common/QueryState';

/**
 * A managed list of the Delivery pages (courier partners, warehouses): its heading with an add button for those who
 * manage it, then the rows in a table with their loading, empty and error states. Keys under `area`: heading, add,
 * items, list_label.
 */
export function ManagedTable<Row extends { id: number | string }>({
  area,
  query,
  columns,
  onAdd,
}: {
  area: string;
  query: ReadQuery<Row[]>;
  columns: readonly TableColumn<Row>[];
  /** Shown as the add button when set (the user may manage the list). */
  onAdd?: () => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(`${area}.heading`)}
        </Typography>
        {onAdd && (
          <Button variant="contained" onClick={onAdd}>
            {translate(`${area}.add`)}
          </Button>
        )}
      </Stack>
      <QueryState query={query} items={`${area}.items`}>
        {(rows) => (
          <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
            <ColumnTable label={`${area}.list_label`} rows={rows} columns={columns} />
          </TableContainer>
        )}
      </QueryState>
    </>
  );
}
