import { useEffect, useState } from 'react';
import { Box, Button, Paper, Stack, TableContainer, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { istDayOf } from '../../../contract/business-time';
import { backtestDays } from '../../../contract/jobs/rules';
import { listBacktests, startBacktest, type Backtest, type BacktestDay } from '../../../dataProviders/crm/jobs';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime } from '../../format';
import { JOBS_KEY } from './JobActions';
import { anyActive, backtestSummary, dayDelta, POLL_MS, progressText, totalsText } from './job-summaries';

const T = 'jobs.backtest';
const KEY = ['swipe-backtests'] as const;

function dayColumns(
  t: (k: string, o?: Record<string, unknown>) => string,
): TableColumn<BacktestDay & { id: string }>[] {
  return [
    { label: `${T}.date`, render: (d) => d.date },
    {
      label: `${T}.matched_then`,
      render: (d) => (d.then ? totalsText(d.then.matched, d.then.matchedPaise) : t(`${T}.no_first_run`)),
    },
    { label: `${T}.matched_now`, render: (d) => totalsText(d.now.matched, d.now.matchedPaise) },
    {
      label: `${T}.unmatched_then`,
      render: (d) => (d.then ? totalsText(d.then.unmatched, d.then.unmatchedPaise) : '—'),
    },
    { label: `${T}.unmatched_now`, render: (d) => totalsText(d.now.unmatched, d.now.unmatchedPaise) },
    {
      label: `${T}.changed`,
      render: (d) => {
        const delta = dayDelta(d);
        if (!delta) return '—';
        if (d.changedCount === 0) return t(`${T}.unchanged`);
        const lines = d.changes.map((c) =>
          t(`${T}.change_line`, {
            rrn: c.rrn,
            before: t(`${T}.outcome.${c.before}`),
            after: t(`${T}.outcome.${c.after}`),
          }),
        );
        return (
          <>
            {t(`${T}.changed_count`, { smart_count: d.changedCount })}
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </Box>
          </>
        );
      },
    },
  ];
}

function BacktestRun({ run }: { run: Backtest }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(`${T}.run_label`, { ref: run.job.id })} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h3">
          {translate(`${T}.run_title`, { ref: run.job.id, from: run.from, to: run.to })}
        </Typography>
        <StatusChip status={translate(`jobs.state.${run.job.state}`)} />
        <Typography variant="body2">
          {translate(`${T}.run_meta`, {
            by: run.job.startedBy,
            at: formatDateTime(run.job.createdAt),
            progress: progressText(run.job),
          })}
        </Typography>
      </Stack>
      {run.job.message && <Typography variant="body2">{run.job.message}</Typography>}
      {run.days.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <ColumnTable
            label={`${T}.days_table`}
            rows={run.days.map((d) => ({ ...d, id: d.date }))}
            columns={dayColumns(translate)}
          />
        </TableContainer>
      )}
    </Box>
  );
}

/**
 * /recon/swipe-backtest (spec §2.3 Reconciliation and settlement; issue 45 item 1): re-runs the card-swipe
 * reconciliation for a past date range as a background job (seen on Bulk Process too) and compares each day with the
 * first run: matched and unmatched counts and ₹ then and now, and which RRNs changed outcome.
 */
export default function SwipeBacktestPage() {
  const translate = useTranslate();
  const client = useQueryClient();
  const [form, setForm] = useState({ from: '', to: '' });
  const [confirm, setConfirm] = useState(false);
  const runs = useQuery({ queryKey: KEY, queryFn: ({ signal }) => listBacktests(signal) });
  const [today] = useState(() => istDayOf(Date.now()));
  const days = form.from && form.to ? backtestDays(form.from, form.to, today) : null;
  const invalid = typeof days === 'string' ? days : null;
  const active = anyActive((runs.data ?? []).map((r) => r.job));
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: KEY }), POLL_MS);
    return () => clearInterval(timer);
  }, [active, client]);
  const start = useChangeMutation({
    call: (body: { from: string; to: string }, key: string) => startBacktest(body, key),
    success: (r) => translate(`${T}.started_toast`, { ref: r.data.job.id, from: r.data.from, to: r.data.to }),
    failure: null,
    refresh: [KEY, JOBS_KEY],
    done: () => setConfirm(false),
  });
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('jobs.backtest_title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <Box
        component="form"
        aria-label={translate(`${T}.form`)}
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          if (Array.isArray(days)) setConfirm(true);
        }}
      >
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
          {(['from', 'to'] as const).map((k) => (
            <TextField
              key={k}
              size="small"
              type="date"
              required
              label={translate(`${T}.${k}`)}
              value={form[k]}
              onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
              error={k === 'to' && invalid !== null}
              helperText={k === 'to' ? (invalid ?? translate(`${T}.range_hint`)) : undefined}
            />
          ))}
          <Button type="submit" variant="contained" disabled={!Array.isArray(days)}>
            {translate(`${T}.run`)}
          </Button>
        </Stack>
      </Box>
      <Typography variant="h5" component="h2" gutterBottom>
        {translate(`${T}.runs`)}
      </Typography>
      <QueryState query={runs} items={`${T}.items`}>
        {(rows) => rows.map((run) => <BacktestRun key={run.job.id} run={run} />)}
      </QueryState>
      <RemarksDialog
        open={confirm}
        remarks={false}
        title={`${T}.confirm_title`}
        confirmLabel={`${T}.run`}
        busy={start.isPending}
        summary={Array.isArray(days) ? backtestSummary(translate, form.from, form.to, days.length) : undefined}
        onCancel={() => setConfirm(false)}
        onConfirm={() => start.mutate(form)}
      />
    </Box>
  );
}
