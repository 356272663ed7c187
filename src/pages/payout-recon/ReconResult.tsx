import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { RECON_GROUPS, type ReconGroup } from '../../../contract/payouts';
import { formatDateTime, formatInr } from '../../format';
import { GroupCards } from './GroupCards';
import { ReconItemsTable } from './ReconItemsTable';
import { LoadError } from '../../common/QueryState';
import { ListSkeleton } from '../../common/ListSkeleton';
import { RECON_RESOURCE, useReconProvider, type ReconRun } from './recon-types';

/** A run: what it covered, its four groups (count, ₹ in our books and on the statement, rows to review), their rows. */
export function ReconResult({ runId }: { runId: number }) {
  const translate = useTranslate();
  const provider = useReconProvider();
  const [group, setGroup] = useState<ReconGroup>('MISMATCH');
  const run = useQuery({
    queryKey: [RECON_RESOURCE, 'run', runId],
    queryFn: async () => (await provider.getReconRun(RECON_RESOURCE, { id: runId })).data as ReconRun,
  });
  if (run.isPending) return <ListSkeleton rows={4} />;
  if (run.error)
    return <LoadError error={run.error} onRetry={run.refetch} retrying={run.isFetching} message="empty.read_failed" />;
  const r = run.data;
  const groups = r.groups ?? [];
  return (
    <Box component="section" aria-labelledby="recon-result-title" sx={{ mt: 3 }}>
      <Typography id="recon-result-title" variant="h5" component="h2">
        {translate('payoutRecon.result_title', { id: r.id, from: r.from, to: r.to })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(r.source === 'UPLOAD' ? 'payoutRecon.source_upload' : 'payoutRecon.source_held', {
          file: r.fileName ?? '',
          count: r.statementLines,
        })}{' '}
        {translate('payoutRecon.run_by', { who: r.runBy, at: formatDateTime(r.runAt) })}
      </Typography>
      <GroupCards
        cards={groups.map((g) => ({
          key: g.group,
          label: translate(`payoutRecon.groups.${g.group}`),
          count: g.count,
          lines: [
            translate('payoutRecon.books_total', { amount: formatInr(g.booksTotal) }),
            translate('payoutRecon.bank_total', { amount: formatInr(g.bankTotal) }),
            ...(g.group !== 'MATCHED' ? [translate('payoutRecon.open', { count: g.open })] : []),
          ],
        }))}
      />
      <Tabs
        value={group}
        onChange={(_e, value: ReconGroup) => setGroup(value)}
        variant="scrollable"
        aria-label={translate('payoutRecon.groups_label')}
        sx={{ mt: 2 }}
      >
        {RECON_GROUPS.map((g) => (
          <Tab
            key={g}
            value={g}
            label={translate('payoutRecon.tab', {
              name: translate(`payoutRecon.groups.${g}`),
              count: groups.find((x) => x.group === g)?.count ?? 0,
            })}
          />
        ))}
      </Tabs>
      <ReconItemsTable key={`${runId}-${group}`} runId={runId} group={group} />
    </Box>
  );
}
