import { useState } from 'react';
import { Box, Button, FormControl, InputLabel, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { RECON_GROUPS, type ReconGroup } from '../../../contract/recon/rules';
import {
  downloadReconRun,
  getReconRun,
  listReconItems,
  reviewReconItem,
  type ItemFilters,
  type TxnReconItem,
} from '../../../dataProviders/merchant-support/txn-recon';
import { formatDateTime, formatInr } from '../../format';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { ListSkeleton } from '../../common/ListSkeleton';
import { PagePager } from '../../common/PagePager';
import { LoadError } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { GroupCards } from '../payout-recon/GroupCards';
import { ReviewCell } from '../payout-recon/ReviewCell';
import { downloadBlob } from '../merchant-support/samples';
import { reviewSummary, sideText } from './summaries';

const T = 'txnRecon';
/** The query key of every reconciliation read (refreshed after an upload or a review). */
export const RECON_KEY = 'txn-recon';
const PAGE_SIZE = 20;

/** A run's rows, filtered and paged on the server; a row to review is marked reviewed with remarks. */
function RunRows({ runId }: { runId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const idempotency = useIdempotencyKey();
  const [filters, setFilters] = useState<ItemFilters>({ group: 'MISMATCH' });
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<TxnReconItem | null>(null);
  const { canAccess: mayReview } = useCanAccess({ resource: 'recon-upload-file.review', action: 'access' });
  const items = useQuery({
    queryKey: [RECON_KEY, 'items', runId, filters, page],
    queryFn: ({ signal }) => listReconItems(runId, filters, page, PAGE_SIZE, signal),
  });
  const review = useMutation({
    mutationFn: ({ id, remarks }: { id: number; remarks: string }) => reviewReconItem(id, remarks, idempotency.key()),
    onSuccess: async (item) => {
      idempotency.reset();
      notify(translate(`${T}.reviewed`, { ref: item.ref }), { type: 'success' });
      setReviewing(null);
      await client.invalidateQueries({ queryKey: [RECON_KEY] });
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      notify(error.message, { type: 'error' });
    },
  });
  const columns: readonly TableColumn<TxnReconItem>[] = [
    { label: `${T}.columns.ref`, render: (i) => i.ref },
    { label: `${T}.columns.group`, render: (i) => translate(`${T}.groups.${i.group}`) },
    { label: `${T}.columns.reason`, render: (i) => translate(`${T}.reasons.${i.reason}`) },
    { label: `${T}.columns.txn`, render: (i) => i.txnId ?? '—' },
    { label: `${T}.columns.ours`, render: (i) => sideText(i.oursAmount, i.oursStatus, i.oursDay) },
    { label: `${T}.columns.theirs`, render: (i) => sideText(i.theirsAmount, i.theirsStatus, i.theirsDay) },
    {
      label: `${T}.columns.review`,
      render: (i) =>
        i.reviewStatus === null ? (
          '—'
        ) : (
          <ReviewCell
            reviewed={
              i.reviewStatus === 'REVIEWED'
                ? translate(`${T}.reviewed_by`, {
                    who: i.reviewedBy,
                    at: formatDateTime(i.reviewedAt),
                    remarks: i.reviewRemarks,
                  })
                : null
            }
            label={translate(`${T}.review`)}
            buttonName={`${translate(`${T}.review`)} ${i.ref}`}
            deniedReason={mayReview ? null : translate(`${T}.no_review`)}
            onReview={() => setReviewing(i)}
          />
        ),
    },
  ];
  const setFilter = (next: ItemFilters) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ mb: 1, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl size="small" sx={{ width: 200 }}>
          <InputLabel id="recon-group-label">{translate(`${T}.filters.group`)}</InputLabel>
          <Select
            labelId="recon-group-label"
            label={translate(`${T}.filters.group`)}
            value={filters.group ?? ''}
            onChange={(e) => setFilter({ group: (e.target.value || undefined) as ReconGroup | undefined })}
          >
            <MenuItem value="">{translate(`${T}.filters.all_groups`)}</MenuItem>
            {RECON_GROUPS.map((g) => (
              <MenuItem key={g} value={g}>
                {translate(`${T}.groups.${g}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ width: 160 }}>
          <InputLabel id="recon-review-label">{translate(`${T}.filters.review`)}</InputLabel>
          <Select
            labelId="recon-review-label"
            label={translate(`${T}.filters.review`)}
            value={filters.review ?? ''}
            onChange={(e) => setFilter({ review: (e.target.value || undefined) as ItemFilters['review'] })}
          >
            <MenuItem value="">{translate(`${T}.filters.all_reviews`)}</MenuItem>
            <MenuItem value="OPEN">{translate(`${T}.filters.OPEN`)}</MenuItem>
            <MenuItem value="REVIEWED">{translate(`${T}.filters.REVIEWED`)}</MenuItem>
          </Select>
        </FormControl>
        <TextField
          size="small"
          sx={{ width: 240 }}
          label={translate(`${T}.filters.ref`)}
          value={filters.ref ?? ''}
          onChange={(e) => setFilter({ ref: e.target.value.replace(/[^A-Za-z0-9]/g, '').slice(0, 30) || undefined })}
        />
      </Box>
      {items.isPending ? (
        <ListSkeleton />
      ) : items.error ? (
        <LoadError error={items.error} onRetry={items.refetch} retrying={items.isFetching} />
      ) : items.data.content.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{translate(`${T}.no_rows`)}</Typography>
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <ColumnTable label={`${T}.rows_label`} rows={items.data.content} columns={columns} />
          </Box>
          {items.data.totalPages > 1 && <PagePager page={page} pages={items.data.totalPages} onChange={setPage} />}
        </>
      )}
      <RemarksDialog
        key={reviewing?.id ?? 'closed'}
        open={reviewing !== null}
        title={`${T}.review_title`}
        titleArgs={{ ref: reviewing?.ref ?? '' }}
        confirmLabel={`${T}.review`}
        busy={review.isPending}
        summary={reviewing ? reviewSummary(reviewing, translate) : undefined}
        onCancel={() => setReviewing(null)}
        onConfirm={(remarks) => reviewing && review.mutate({ id: reviewing.id, remarks })}
      />
    </Box>
  );
}

/** A run: what file it was, its four groups (count, ₹ ours and theirs, rows to review), its rows and its CSV. */
export function RunResult({ runId }: { runId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const run = useQuery({
    queryKey: [RECON_KEY, 'run', runId],
    queryFn: ({ signal }) => getReconRun(runId, signal),
  });
  if (run.isPending) return <ListSkeleton rows={4} />;
  if (run.error)
    return <LoadError error={run.error} onRetry={run.refetch} retrying={run.isFetching} message="empty.read_failed" />;
  const r = run.data;
  const download = async () => {
    try {
      downloadBlob(`recon-run-${r.id}.csv`, await downloadReconRun(r.id));
    } catch (error) {
      notify(translate(`${T}.download_failed`, { message: (error as Error).message }), { type: 'error' });
    }
  };
  return (
    <Box component="section" aria-labelledby="recon-run-title" sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id="recon-run-title" variant="h5" component="h2">
          {translate(`${T}.result_title`, { id: r.id, file: r.fileName })}
        </Typography>
        <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
          {translate(`${T}.download`)}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`${T}.result_meta`, {
          source: translate(`${T}.sources.${r.source}`),
          from: r.from,
          to: r.to,
          lines: r.lines,
          who: r.runBy,
          at: formatDateTime(r.runAt),
        })}{' '}
        {translate(`${T}.states.${r.state}`)}
      </Typography>
      <GroupCards
        cards={(r.groups ?? []).map((g) => ({
          key: g.group,
          label: translate(`${T}.groups.${g.group}`),
          count: g.count,
          lines: [
            translate(`${T}.ours_total`, { amount: formatInr(g.oursTotal) }),
            translate(`${T}.theirs_total`, { amount: formatInr(g.theirsTotal) }),
            ...(g.group !== 'MATCHED' ? [translate(`${T}.open`, { count: g.open })] : []),
          ],
        }))}
      />
      <RunRows runId={r.id} />
    </Box>
  );
}
