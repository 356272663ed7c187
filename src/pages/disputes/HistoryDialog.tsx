import { useEffect } from 'react';
import { Dialog, DialogContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import {
  CASE_STATUS_LABELS,
  DISPUTE_MESSAGES,
  type CaseStatus,
  type DisputeProduct,
} from '../../../contract/disputes/rules';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { useDisputesProvider } from './provider';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';

export interface HistoryTarget {
  merchantId: string;
  paymentTransactionId: string;
  sourceProduct: DisputeProduct;
}

/** Dispute history of one transaction (merchant_id + payment_transaction_id); 'Something went wrong!' on failure (§8). */
export function HistoryDialog({ target, onClose }: { target: HistoryTarget | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDisputesProvider();
  const query = useQuery({
    queryKey: ['dispute-history', target],
    enabled: target !== null,
    retry: false,
    queryFn: () =>
      provider.getDisputeCases({
        merchantId: target!.merchantId,
        paymentTransactionId: target!.paymentTransactionId,
        sourceProduct: target!.sourceProduct,
        limit: 100,
      }),
  });
  useEffect(() => {
    if (query.isError) notify(DISPUTE_MESSAGES.historyFailed, { type: 'error' });
  }, [query.isError, notify]);
  const rows = query.data?.rows ?? [];
  return (
    <Dialog open={target !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="dispute-history-title">
      <ClosableDialogTitle id="dispute-history-title" onClose={onClose}>
        {translate('disputes.history_title')}
      </ClosableDialogTitle>
      <DialogContent>
        {query.isError && <Typography color="error">{DISPUTE_MESSAGES.historyFailed}</Typography>}
        {query.isSuccess && rows.length === 0 && <Typography>{translate('empty.no_record')}</Typography>}
        {rows.length > 0 && (
          <Table size="small" aria-label={translate('disputes.history_title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('disputes.case_id')}</TableCell>
                <TableCell>{translate('disputes.status')}</TableCell>
                <TableCell>{translate('disputes.category')}</TableCell>
                <TableCell>{translate('disputes.amount')}</TableCell>
                <TableCell>{translate('disputes.raised_by')}</TableCell>
                <TableCell>{translate('disputes.created')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((d) => (
                <TableRow key={String(d.id)}>
                  <TableCell>{String(d.id)}</TableCell>
                  <TableCell>{CASE_STATUS_LABELS[d.status as CaseStatus] ?? String(d.status)}</TableCell>
                  <TableCell>{orNotAvailable(d.disputeCategory)}</TableCell>
                  <TableCell>{formatInr(d.disputeAmount)}</TableCell>
                  <TableCell>{orNotAvailable(d.raisedBy)}</TableCell>
                  <TableCell>{formatDateTime(d.createdAt, 'seconds')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </Dialog>
  );
}
