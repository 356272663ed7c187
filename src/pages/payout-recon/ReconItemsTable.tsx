import { useState } from 'react';
import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useCanAccess, useTranslate } from 'react-admin';
import type { ReconGroup } from '../../../contract/payouts';
import { formatInr, orNotAvailable } from '../../format';
import { PagePager } from '../../common/PagePager';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import type { Paged } from '../investments/ops-hooks';
import { payoutStatusLink, RECON_RESOURCE, useReconProvider, type ReconItem } from './recon-types';
import { useReconMutation } from './use-recon-mutation';
import { ReviewCell } from './ReviewCell';
import { ListSkeleton } from '../../common/ListSkeleton';
import { LoadError } from '../../common/QueryState';

const COLUMNS = ['utr', 'payout', 'books_amount', 'books_status', 'bank_amount', 'bank_status', 'value_day', 'reason'];

/** One group of a run, 20 rows a page; a row that needs a look can be marked reviewed with remarks. */
export function ReconItemsTable({ runId, group }: { runId: number; group: ReconGroup }) {
  const translate = useTranslate();
  const provider = useReconProvider();
  const basename = useBasename();
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<ReconItem | null>(null);
  const { canAccess: mayReview } = useCanAccess({ resource: RECON_RESOURCE, action: 'edit' });
  const items = useQuery({
    queryKey: [RECON_RESOURCE, 'items', runId, group, page],
    queryFn: async () =>
      (await provider.getReconItems(RECON_RESOURCE, { id: runId, group, page, limit: 20 })).data as Paged<ReconItem>,
  });
  const review = useReconMutation<{ id: number; remarks: string }, ReconItem>(
    (p, { id, remarks }, idempotencyKey) =>
      p.reviewReconItem(RECON_RESOURCE, { id, data: { remarks }, idempotencyKey }),
    { success: 'payoutRecon.reviewed', onDone: () => setReviewing(null) },
  );
  if (items.isPending) return <ListSkeleton />;
  if (items.error) return <LoadError error={items.error} onRetry={items.refetch} retrying={items.isFetching} />;
  const rows = items.data.content;
  if (rows.length === 0) return <Typography sx={{ mt: 2 }}>{translate('payoutRecon.empty_group')}</Typography>;
  const reviewable = group !== 'MATCHED';
  return (
    <>
      <Table size="small" aria-label={translate(`payoutRecon.groups.${group}`)}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{translate(`payoutRecon.columns.${c}`)}</TableCell>
            ))}
            {reviewable && <TableCell>{translate('payoutRecon.columns.review')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{orNotAvailable(item.utr)}</TableCell>
              <TableCell>
                {item.payoutId === null ? (
                  translate('payoutRecon.no_payout')
                ) : (
                  <Link component={RouterLink} to={`${basename}${payoutStatusLink(item)}`}>
                    {translate('payoutRecon.open_payout', { id: item.payoutId })}
                  </Link>
                )}
              </TableCell>
              <TableCell>{orNotAvailable(item.booksAmount === null ? null : formatInr(item.booksAmount))}</TableCell>
              <TableCell>
                {item.booksStatus ? <StatusChip status={item.booksTxnStatus ?? item.booksStatus} /> : '—'}
              </TableCell>
              <TableCell>{orNotAvailable(item.bankAmount === null ? null : formatInr(item.bankAmount))}</TableCell>
              <TableCell>{item.bankStatus ? <StatusChip status={item.bankStatus} /> : '—'}</TableCell>
              <TableCell>{orNotAvailable(item.valueDay)}</TableCell>
              <TableCell>{translate(`payoutRecon.reasons.${item.reason}`)}</TableCell>
              {reviewable && (
                <TableCell>
                  <ReviewCell
                    reviewed={
                      item.reviewStatus === 'REVIEWED'
                        ? translate('payoutRecon.reviewed_by', { who: item.reviewedBy, remarks: item.reviewRemarks })
                        : null
                    }
                    label={translate('payoutRecon.review')}
                    deniedReason={mayReview ? null : translate('payoutRecon.no_review')}
                    onReview={() => setReviewing(item)}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {items.data.totalPages > 1 && <PagePager page={page} pages={items.data.totalPages} onChange={setPage} />}
      <RemarksDialog
        key={reviewing?.id ?? 'closed'}
        open={reviewing !== null}
        title="payoutRecon.review_title"
        confirmLabel="payoutRecon.review"
        busy={review.isPending}
        onCancel={() => setReviewing(null)}
        onConfirm={(remarks) => reviewing && review.mutate({ id: reviewing.id, remarks })}
      >
        {reviewing && (
          <Typography>
            {translate('payoutRecon.review_intro', {
              utr: reviewing.utr ?? translate('payoutRecon.no_utr'),
              reason: translate(`payoutRecon.reasons.${reviewing.reason}`),
            })}
          </Typography>
        )}
      </RemarksDialog>
    </>
  );
}
