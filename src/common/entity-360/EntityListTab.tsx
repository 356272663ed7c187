import type { ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { DataTable, ListBase, useListContext, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { ListPagination } from '../ListPagination';
import { LightTableBody } from '../LightTableBody';
import { TAB_STALE_MS } from './prefetch';
import { ScrollRegion } from '../ScrollRegion';

export interface EntityListTabProps {
  /** The resource the rows come from (its provider maps it to the backend's path, paging and envelope). */
  resource: string;
  /** Filters always sent (the entity's id …); the backend's paging comes from the provider. */
  filter?: Record<string, unknown>;
  perPage?: number;
  sort?: SortPayload;
  /** The tab's empty state as the spec words it (i18n key). */
  empty: string;
  /** i18n key naming the table. */
  label: string;
  /** Above the table: the tab's own filters. */
  toolbar?: ReactNode;
  rowClick?: false | ((id: RaRecord['id'], resource: string, record: RaRecord) => false);
  /** DataTable.Col children. */
  children: ReactNode;
  /** Show the page selector (a list the backend pages); default true. */
  pagination?: boolean;
  /**
   * Render rows with plain table cells (LightTableBody: columns by `source`, `render` or children) instead of
   * react-admin's per-cell machinery; several times cheaper to mount. Ignored when `rowClick` is set. Default false.
   */
  light?: boolean;
}

/** The list's error state: the message and a retry. */
function TabError() {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  if (!error) return null;
  return (
    <Alert
      severity="error"
      sx={{ my: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('entity360.retry')}
        </Button>
      }
    >
      {error.message || translate('entity360.error')}
    </Alert>
  );
}

function TabEmpty({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="body1">{translate(message)}</Typography>
    </Box>
  );
}

/**
 * The one tab pattern of an entity 360 view: react-admin's ListBase over the tab's resource with the backend's
 * paging, a DataTable (loading skeleton), the spec's empty state, an error state with retry, and the page selector.
 * Data is cached per query, so switching back to a tab shows what it showed.
 */
export function EntityListTab({
  resource,
  filter,
  perPage = 20,
  sort,
  empty,
  label,
  toolbar,
  rowClick = false,
  children,
  pagination = true,
  light = false,
}: EntityListTabProps) {
  const translate = useTranslate();
  return (
    <ListBase
      exporter={false}
      resource={resource}
      filter={filter}
      perPage={perPage}
      sort={sort}
      disableSyncWithLocation
      disableAuthentication
      queryOptions={{ retry: false, staleTime: TAB_STALE_MS }}
    >
      {toolbar}
      <TabError />
      <ScrollRegion label={translate(label)} stickyFirstColumn>
        <DataTable
          rowClick={rowClick}
          {...(light && rowClick === false ? { body: LightTableBody } : {})}
          bulkActionButtons={false}
          empty={<TabEmpty message={empty} />}
          aria-label={translate(label)}
        >
          {children}
        </DataTable>
      </ScrollRegion>
      {pagination && <ListPagination />}
    </ListBase>
  );
}
