import { useId, type ReactNode } from 'react';
import { Alert, Typography } from '@mui/material';
import { DataTable, ListBase, useListContext, useTranslate } from 'react-admin';
import { EmptyList } from '../../common/EmptyList';
import { ListPagination } from '../../common/ListPagination';
import { LIST_PAGE_SIZES } from '../../common/ResourceTable';
import { ScrollRegion } from '../../common/ScrollRegion';

function ListError() {
  const { error } = useListContext();
  const translate = useTranslate();
  return error ? (
    <Alert severity="error" sx={{ my: 1 }}>
      {error.message || translate('empty.something_wrong')}
    </Alert>
  ) : null;
}

/** A request list with a fixed filter (status tab, purpose …): the backend's paging, loading, empty and error states. */
export function RequestTable({
  resource,
  title,
  filter,
  rowClick,
  children,
}: {
  resource: string;
  title: string;
  filter: Record<string, unknown>;
  rowClick?: (id: string | number, record: Record<string, unknown>) => string | false;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <ListBase
      exporter={false}
      resource={resource}
      perPage={LIST_PAGE_SIZES[0]}
      filter={filter}
      disableSyncWithLocation
      key={JSON.stringify(filter)}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ py: 1 }}>
        {translate(title)}
      </Typography>
      <ListError />
      <ScrollRegion>
        <DataTable
          rowClick={rowClick ? (id, _resource, record) => rowClick(id, record) : false}
          bulkActionButtons={false}
          empty={<EmptyList />}
          aria-labelledby={headingId}
        >
          {children}
        </DataTable>
      </ScrollRegion>
      <ListPagination rowsPerPageOptions={[...LIST_PAGE_SIZES]} />
    </ListBase>
  );
}
