import { useEffect, useState } from 'react';
import { Box, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { JOB_SOURCES, JOB_STATES, QUEUE_JOB_KINDS } from '../../../contract/jobs/rules';
import { listJobs, type BackgroundJob, type JobFilters, type Page } from '../../../dataProviders/crm/jobs';
import type { TableColumn } from '../../common/ColumnTable';
import { FilterForm } from '../../common/FilterForm';
import { filtersFromUrl, useFilteredPages } from '../../common/filtered-pages';
import { PagedColumnTable } from '../../common/PagedColumnTable';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime } from '../../format';
import { partOf } from '../types';
import { ErrorsButton, JOBS_KEY, JobActionDialog, JobActions, type JobAction } from './JobActions';
import { anyActive, POLL_MS, progressText } from './job-summaries';

const T = 'jobs';
const PAGE_SIZE = 20;

function JobFilterForm({ initial, onApply }: { initial: JobFilters; onApply(f: JobFilters): void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<JobFilters>(initial);
  const set = (key: keyof JobFilters) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const select = (key: 'state' | 'source' | 'kind', values: readonly string[], names: string) => (
    <TextField
      select
      size="small"
      sx={{ minWidth: 160 }}
      label={translate(`${T}.field.${key}`)}
      value={draft[key] ?? ''}
      onChange={set(key)}
    >
      <MenuItem value="">{translate(`${T}.any`)}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {translate(`${T}.${names}.${v}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <FilterForm label={`${T}.filters`} apply={`${T}.apply`} onSubmit={() => onApply(draft)}>
      {select('state', JOB_STATES, 'state')}
      {select('source', JOB_SOURCES, 'source')}
      {select('kind', QUEUE_JOB_KINDS, 'kind')}
      <TextField
        size="small"
        label={translate(`${T}.field.started_by`)}
        value={draft.startedBy ?? ''}
        onChange={set('startedBy')}
      />
    </FilterForm>
  );
}

function Progress({ job }: { job: BackgroundJob }) {
  const translate = useTranslate();
  const text = progressText(job);
  const value = job.rowsTotal ? Math.min(100, (job.rowsDone / job.rowsTotal) * 100) : undefined;
  return (
    <Box sx={{ minWidth: 140 }}>
      <LinearProgress
        variant={value === undefined && job.state === 'RUNNING' ? 'indeterminate' : 'determinate'}
        value={value ?? (job.state === 'SUCCEEDED' ? 100 : 0)}
        aria-label={translate(`${T}.progress_label`, { ref: job.id, progress: text })}
      />
      <Typography variant="body2">
        {job.attempts > 1 ? translate(`${T}.attempt`, { progress: text, attempt: job.attempts }) : text}
      </Typography>
    </Box>
  );
}

/**
 * /bulk-process and /recon/bulk-process 'Bulk Process' (spec §2.3; issue 45 item 2): every background job, the
 * queue's (backtests, SFTP scans and parses) and the uploads' (read from their own table), newest first, filtered and
 * paged by the server: who started it, progress (read again every 2 s while any shown is queued or running), its
 * errors file, and Cancel (queued or running) and Retry (failed or cancelled) for whoever may manage jobs.
 */
export default function BulkProcessPage() {
  const translate = useTranslate();
  const client = useQueryClient();
  const { canAccess: canManage } = useCanAccess({
    resource: partOf({ name: 'bulk-process' }, 'manage'),
    action: 'access',
  });
  const [search] = useSearchParams();
  const [initial] = useState<JobFilters>(() =>
    filtersFromUrl(search, { state: JOB_STATES, source: JOB_SOURCES, kind: QUEUE_JOB_KINDS }),
  );
  const list = useFilteredPages<JobFilters, Page<BackgroundJob>>(JOBS_KEY[0], listJobs, PAGE_SIZE, initial);
  const [action, setAction] = useState<JobAction | null>(null);
  const active = anyActive(list.query.data?.content ?? []);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: JOBS_KEY }), POLL_MS);
    return () => clearInterval(timer);
  }, [active, client]);
  const columns: TableColumn<BackgroundJob>[] = [
    { label: `${T}.field.job`, render: (j) => `${j.id} · ${j.label}` },
    { label: `${T}.field.kind`, render: (j) => translate(`${T}.kind.${j.kind}`, { _: j.kind }) },
    { label: `${T}.field.source`, render: (j) => translate(`${T}.source.${j.source}`) },
    { label: `${T}.field.started_by`, render: (j) => j.startedBy },
    { label: `${T}.field.state`, render: (j) => <StatusChip status={translate(`${T}.state.${j.state}`)} /> },
    { label: `${T}.field.progress`, render: (j) => <Progress job={j} /> },
    { label: `${T}.field.started_at`, render: (j) => formatDateTime(j.startedAt ?? j.createdAt) },
    { label: `${T}.field.finished_at`, render: (j) => (j.finishedAt ? formatDateTime(j.finishedAt) : '—') },
    { label: `${T}.field.message`, render: (j) => j.message ?? '' },
    { label: `${T}.field.errors`, render: (j) => <ErrorsButton job={j} /> },
    ...(canManage
      ? [{ label: `${T}.field.action`, render: (j: BackgroundJob) => <JobActions job={j} onAct={setAction} /> }]
      : []),
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.bulk_title`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.bulk_intro`)}</Typography>
      <JobFilterForm initial={initial} onApply={list.apply} />
      <PagedColumnTable list={list} label={`${T}.table`} items={`${T}.items`} columns={columns} showTotal />
      <JobActionDialog action={action} onClose={() => setAction(null)} />
    </Box>
  );
}
