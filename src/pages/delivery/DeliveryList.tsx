import { useState } from 'react';
import { MenuItem, Paper, TableContainer, TextField } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { FilterForm } from '../../common/FilterForm';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import type { Page } from '../../../dataProviders/delivery/delivery';

export interface SearchFilters {
  status?: string;
  q?: string;
}

/** The delivery lists' filter form: a search and a state (any, or one of `states`, shown by their delivery.status names). */
export function SearchStatusFilter({
  label,
  hint,
  states,
  onApply,
}: {
  label: string;
  hint?: string;
  states: readonly string[];
  onApply: (f: SearchFilters) => void;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<SearchFilters>({});
  return (
    <FilterForm label={label} apply="delivery.apply" onSubmit={() => onApply(draft)}>
      <TextField
        size="small"
        label={translate('delivery.cards.search')}
        helperText={hint ? translate(hint) : undefined}
        value={draft.q ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
      />
      <TextField
        select
        size="small"
        sx={{ minWidth: 180 }}
        label={translate('delivery.cards.field.status')}
        value={draft.status ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value }))}
      >
        <MenuItem value="">{translate('delivery.any')}</MenuItem>
        {states.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`delivery.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </FilterForm>
  );
}

/** A server-paged delivery list: loading, failure and empty states, the table from its columns, the pager. */
export function PagedColumnList<Row extends { id: number }>({
  query,
  page,
  pages,
  setPage,
  label,
  items,
  columns,
}: {
  query: UseQueryResult<Page<Row>>;
  page: number;
  pages: number;
  setPage: (page: number) => void;
  label: string;
  items: string;
  columns: readonly TableColumn<Row>[];
}) {
  return (
    <QueryState query={query} isEmpty={(d) => d.content.length === 0} items={items}>
      {(data) => (
        <>
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable label={label} rows={data.content} columns={columns} />
          </TableContainer>
          <PagePager page={page} pages={pages} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
