import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { SFTP_DAY_STATES } from '../../../contract/jobs/rules';
import {
  listSftpDays,
  listSftpSources,
  reprocessSftpFile,
  scanSftpDrop,
  type Page,
  type SftpDay,
  type SftpFilters,
} from '../../../dataProviders/crm/jobs';
import type { TableColumn } from '../../common/ColumnTable';
import { FilterForm } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { PagedColumnTable } from '../../common/PagedColumnTable';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime } from '../../format';
import { partOf } from '../types';
import { JOBS_KEY } from './JobActions';
import { reprocessSummary } from './job-summaries';

const T = 'jobs.sftp';
const DAYS_KEY = ['sftp-days'] as const;
const PAGE_SIZE = 28;

function SftpFilterForm({
  onApply,
  sources,
}: {
  onApply(f: SftpFilters): void;
  sources: readonly { source: string; name: string }[];
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<SftpFilters>({});
  const set = (key: keyof SftpFilters) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  return (
    <FilterForm label={`${T}.filters`} apply="jobs.apply" onSubmit={() => onApply(draft)}>
      <TextField
        size="small"
        type="date"
        label={translate(`${T}.from`)}
        value={draft.from ?? ''}
        onChange={set('from')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={translate(`${T}.to`)}
        value={draft.to ?? ''}
        onChange={set('to')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        sx={{ minWidth: 200 }}
        label={translate(`${T}.source`)}
        value={draft.source ?? ''}
        onChange={set('source')}
      >
        <MenuItem value="">{translate('jobs.any')}</MenuItem>
        {sources.map((s) => (
          <MenuItem key={s.source} value={s.source}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={{ minWidth: 160 }}
        label={translate(`${T}.state`)}
        value={draft.state ?? ''}
        onChange={set('state')}
      >
        <MenuItem value="">{translate('jobs.any')}</MenuItem>
        {SFTP_DAY_STATES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`${T}.states.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </FilterForm>
  );
}

/** The schedule: each source's file pattern and the time (IST) it is expected by. */
function Schedule() {
  const translate = useTranslate();
  const sources = useQuery({ queryKey: ['sftp-sources'], queryFn: ({ signal }) => listSftpSources(signal) });
  return (
    <QueryState query={sources} items={`${T}.sources_items`} rows={2}>
      {(rows) => (
        <Box component="ul" aria-label={translate(`${T}.schedule`)} sx={{ mt: 0 }}>
          {rows.map((s) => (
            <li key={s.source}>
              {translate(`${T}.schedule_line`, { name: s.name, pattern: s.filePattern, by: s.expectedBy })}
            </li>
          ))}
        </Box>
      )}
    </QueryState>
  );
}

/**
 * /sftp-panel and /recon/sftp-panel 'SFTP' (spec §2.3; issue 45 item 2): per business day and source, the file the
 * bank or acquirer is expected to drop (its pattern, by a time in IST), and whether it came on time, late, is missing,
 * or failed to parse; Reprocess queues a parse job (seen on Bulk Process), Scan drop folder a pick-up of what is there.
 */
export default function SftpPanelPage() {
  const translate = useTranslate();
  const { canAccess: canReprocess } = useCanAccess({
    resource: partOf({ name: 'sftp-panel' }, 'reprocess'),
    action: 'access',
  });
  const sources = useQuery({ queryKey: ['sftp-sources'], queryFn: ({ signal }) => listSftpSources(signal) });
  const list = useFilteredPages<SftpFilters, Page<SftpDay>>(DAYS_KEY[0], listSftpDays, PAGE_SIZE, {});
  const [reprocess, setReprocess] = useState<SftpDay | null>(null);
  const [scan, setScan] = useState(false);
  const reprocessing = useChangeMutation({
    call: (day: SftpDay, key: string) => reprocessSftpFile(day.fileId!, key),
    success: (r) => translate(`${T}.reprocess_toast`, { ref: r.data.id, label: r.data.label }),
    failure: null,
    refresh: [DAYS_KEY, JOBS_KEY],
    done: () => setReprocess(null),
  });
  const scanning = useChangeMutation({
    call: (_: null, key: string) => scanSftpDrop(key),
    success: (r) => translate(`${T}.scan_toast`, { ref: r.data.id }),
    failure: null,
    refresh: [DAYS_KEY, JOBS_KEY],
    done: () => setScan(false),
  });
  const columns: TableColumn<SftpDay>[] = [
    { label: `${T}.business_date`, render: (d) => d.businessDate },
    { label: `${T}.source`, render: (d) => d.sourceName },
    {
      label: `${T}.expected`,
      render: (d) => translate(`${T}.expected_line`, { file: d.expectedFile, by: formatDateTime(d.expectedBy) }),
    },
    { label: `${T}.state`, render: (d) => <StatusChip status={translate(`${T}.states.${d.state}`)} /> },
    { label: `${T}.received_at`, render: (d) => (d.receivedAt ? formatDateTime(d.receivedAt) : '—') },
    {
      label: `${T}.parse`,
      render: (d) =>
        d.fileId === null
          ? '—'
          : (d.parseError ??
            translate(`${T}.rows_parsed`, {
              smart_count: d.rowsParsed ?? 0,
              state: translate(`jobs.parse.${d.parseState ?? 'NONE'}`),
            })),
    },
    ...(canReprocess
      ? [
          {
            label: 'jobs.field.action',
            render: (d: SftpDay) =>
              d.fileId !== null && d.parseState !== 'QUEUED' && d.parseState !== 'PENDING' ? (
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={translate(`${T}.reprocess_label`, { file: d.fileName })}
                  onClick={() => setReprocess(d)}
                >
                  {translate(`${T}.reprocess`)}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('jobs.sftp_title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{translate(`${T}.intro`)}</Typography>
      <Schedule />
      {canReprocess && (
        <Stack direction="row" sx={{ mb: 2 }}>
          <Button variant="outlined" onClick={() => setScan(true)}>
            {translate(`${T}.scan`)}
          </Button>
        </Stack>
      )}
      <SftpFilterForm onApply={list.apply} sources={sources.data ?? []} />
      <PagedColumnTable list={list} label={`${T}.table`} items={`${T}.items`} columns={columns} />
      <RemarksDialog
        open={reprocess !== null}
        remarks={false}
        title={`${T}.reprocess_title`}
        titleArgs={{ file: reprocess?.fileName ?? '' }}
        confirmLabel={`${T}.reprocess`}
        busy={reprocessing.isPending}
        summary={reprocess ? reprocessSummary(translate, reprocess) : undefined}
        onCancel={() => setReprocess(null)}
        onConfirm={() => reprocess && reprocessing.mutate(reprocess)}
      />
      <RemarksDialog
        open={scan}
        remarks={false}
        title={`${T}.scan_title`}
        confirmLabel={`${T}.scan`}
        busy={scanning.isPending}
        summary={{ subject: translate(`${T}.scan_subject`), facts: [], next: translate(`${T}.scan_next`) }}
        onCancel={() => setScan(false)}
        onConfirm={() => scanning.mutate(null)}
      />
    </Box>
  );
}
