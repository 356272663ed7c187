import { useState } from 'react';
import { ScrollRegion } from '../../common/ScrollRegion';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { INTERNAL_TRANSFERS } from '../../../contract/bindings';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { PagePager } from '../../common/PagePager';
import { RemarksDialog } from '../../common/RemarksDialog';
import { DecideButtons } from '../../common/DecideButtons';
import { StatusChip } from '../../common/StatusChip';
import { useOpsMutation, useOpsQuery, type Paged, decisionToast } from '../investments/ops-hooks';
import { transferDecisionSummary, type TransferRecord } from './transfer-types';
import { ListSkeleton } from '../../common/ListSkeleton';
import { LoadError } from '../../common/QueryState';

const resource = INTERNAL_TRANSFERS.name;

/** Transfers newest first (one status or all), 20 a page; pending ones carry Approve and Reject when `decidable`. */
export function TransfersTable({ status, decidable = false }: { status?: string; decidable?: boolean }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { identity } = useGetIdentity();
  const { canAccess: mayDecide } = useCanAccess({ resource, action: 'decide' });
  const history = useOpsQuery<Paged<TransferRecord>>(resource, ['history', page, status], (p) =>
    p.getTransferHistory(resource, { page, limit: 20, status }),
  );
  const [pending, setPending] = useState<{ t: TransferRecord; isApproved: boolean } | null>(null);
  const decide = useOpsMutation<{ requestId: number; isApproved: boolean; remarks: string }>(
    [resource],
    (p, data, idempotencyKey) => p.decideTransfer(resource, { data, idempotencyKey }),
    { success: decisionToast('investments.transfers.approved', 'investments.transfers.rejected') },
  );
  if (history.isPending) return <ListSkeleton />;
  if (history.error) return <LoadError error={history.error} onRetry={history.refetch} retrying={history.isFetching} />;
  const rows = history.data.content;
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate(status === 'PENDING' ? 'investments.pending' : 'investments.transfers.history_title')}
      </Typography>
      {rows.length === 0 && <Typography>{translate('investments.none')}</Typography>}
      {rows.length > 0 && (
        <ScrollRegion label={translate('investments.transfers.history_title')}>
          <Table size="small" aria-label={translate('investments.transfers.history_title')}>
            <TableHead>
              <TableRow>
                {['from_account', 'to_account', 'amount', 'channel', 'status'].map((f) => (
                  <TableCell key={f}>{translate(`investments.fields.${f}`)}</TableCell>
                ))}
                <TableCell>{translate('investments.transfers.utr')}</TableCell>
                <TableCell>{translate('investments.maker')}</TableCell>
                <TableCell>{translate('investments.checker')}</TableCell>
                <TableCell>{translate('investments.created')}</TableCell>
                {decidable && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((t) => {
                const own = t.makerEmail === identity?.email;
                const why = own
                  ? translate('investments.own_request')
                  : mayDecide
                    ? ''
                    : translate('investments.no_decide');
                return (
                  <TableRow key={t.id}>
                    <TableCell>{t.fromAccount}</TableCell>
                    <TableCell>{t.toAccount}</TableCell>
                    <TableCell>{formatInr(t.amount)}</TableCell>
                    <TableCell>{t.channel}</TableCell>
                    <TableCell>
                      <StatusChip status={t.status} />
                    </TableCell>
                    <TableCell>{orNotAvailable(t.utr)}</TableCell>
                    <TableCell>{t.makerEmail}</TableCell>
                    <TableCell>{orNotAvailable(t.checkerEmail)}</TableCell>
                    <TableCell>{formatDateTime(t.createdAt)}</TableCell>
                    {decidable && (
                      <TableCell>
                        {t.status === 'PENDING' && (
                          <DecideButtons
                            why={why}
                            onDecide={(isApproved) => setPending({ t, isApproved })}
                            labels={{ approve: 'investments.approve', reject: 'investments.reject' }}
                          />
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {history.data.totalPages > 1 && <PagePager page={page} pages={history.data.totalPages} onChange={setPage} />}
      <RemarksDialog
        key={pending ? `${pending.t.id}-${String(pending.isApproved)}` : 'closed'}
        open={pending !== null}
        title={pending?.isApproved === false ? 'investments.reject_title' : 'investments.approve_title'}
        confirmLabel={pending?.isApproved === false ? 'investments.reject' : 'investments.approve'}
        busy={decide.isPending}
        summary={pending ? transferDecisionSummary(pending.t, pending.isApproved, translate) : undefined}
        onCancel={() => setPending(null)}
        onConfirm={(remarks) => {
          if (pending) decide.mutate({ requestId: pending.t.requestId, isApproved: pending.isApproved, remarks });
          setPending(null);
        }}
      />
    </>
  );
}
