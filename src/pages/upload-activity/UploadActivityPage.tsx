import { useState } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { UPLOAD_KINDS } from '../../../contract/uploads/rows';
import { listJobs, type BackgroundJob, type JobFilters, type Page } from '../../../dataProviders/crm/jobs';
import type { TableColumn } from '../../common/ColumnTable';
import { FilterForm, FilterSelect } from '../../common/FilterForm';
import { filtersFromUrl, useFilteredPages } from '../../common/filtered-pages';
import { PagedColumnTable } from '../../common/PagedColumnTable';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime } from '../../format';
import { ErrorsButton } from '../jobs/JobActions';
import { UPLOAD_OUTCOMES, uploadActivityFilters } from './upload-activity';

const T = 'others.uploads';
const PAGE_SIZE = 20;

function UploadFilterForm({ initial, onApply }: { initial: JobFilters; onApply(f: JobFilters): void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<JobFilters>(initial);
  const set = (key: keyof JobFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <FilterForm label={`${T}.filters`} apply={`${T}.apply`} onSubmit={() => onApply(draft)}>
      <FilterSelect
        label={translate(`${T}.kind`)}
        any={`${T}.any`}
        value={draft.kind ?? ''}
        options={UPLOAD_KINDS.map((k) => ({ value: k, label: translate(`${T}.kinds.${k}`) }))}
        onChange={set('kind')}
      />
      <FilterSelect
        label={translate(`${T}.outcome`)}
        any={`${T}.any`}
        value={draft.state ?? ''}
        options={UPLOAD_OUTCOMES.map((o) => ({ value: o, label: translate(`${T}.outcomes.${o}`) }))}
        onChange={set('state')}
      />
      <TextField
        size="small"
        label={translate(`${T}.who`)}
        value={draft.startedBy ?? ''}
        onChange={(e) => set('startedBy')(e.target.value)}
      />
    </FilterForm>
  );
}

/**
 * /upload-activity (spec §2.3 Other, exact; issue 46 item 5): every upload of every kind, newest first, filtered and
 * paged by the server. It reads the Bulk Process monitor's list (the same endpoint and query), its source fixed to
 * the uploads, and downloads an upload's errors file the way the monitor does.
 */
export default function UploadActivityPage() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const [initial] = useState<JobFilters>(() => filtersFromUrl(search, { kind: UPLOAD_KINDS, state: UPLOAD_OUTCOMES }));
  const list = useFilteredPages<JobFilters, Page<BackgroundJob>>(
    'upload-activity',
    (filters, page, size, signal) => listJobs(uploadActivityFilters(filters), page, size, signal),
    PAGE_SIZE,
    initial,
  );
  const columns: TableColumn<BackgroundJob>[] = [
    { label: `${T}.file`, render: (j) => j.label },
    { label: `${T}.kind`, render: (j) => translate(`${T}.kinds.${j.kind}`, { _: j.kind }) },
    { label: `${T}.who`, render: (j) => j.startedBy },
    { label: `${T}.when`, render: (j) => formatDateTime(j.createdAt) },
    { label: `${T}.rows`, render: (j) => (j.rowsTotal === null ? '—' : String(j.rowsTotal)) },
    {
      label: `${T}.outcome`,
      render: (j) => <StatusChip status={translate(`${T}.outcomes.${j.state}`, { _: j.state })} />,
    },
    { label: `${T}.errors`, render: (j) => <ErrorsButton job={j} /> },
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('others.upload_activity_title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <UploadFilterForm initial={initial} onApply={list.apply} />
      <PagedColumnTable list={list} label={`${T}.table`} items={`${T}.items`} columns={columns} showTotal />
    </Box>
  );
}
