import { Dialog, DialogContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { ColumnTable, type TableColumn } from '../../../common/ColumnTable';
import { StatusChip } from '../../../common/StatusChip';
import { formatDateTime, formatInr } from '../../../format';
import { ReadPending } from '../FieldGrid';
import { useConsumerProvider } from '../provider';

interface BillTxn {
  id: number;
  txnId: string;
  txnTime: number;
  amount: number;
  status: string;
  txnType: string;
  txnIndicator: string;
  merchantName?: string | null;
  payeeName?: string | null;
}

const c = 'consumer360.col';
const COLUMNS: readonly TableColumn<BillTxn>[] = [
  { label: `${c}.txnId`, render: (t) => t.txnId },
  { label: `${c}.txnTime`, render: (t) => formatDateTime(t.txnTime, 'seconds') },
  { label: `${c}.party`, render: (t) => t.merchantName ?? t.payeeName ?? '' },
  { label: `${c}.amount`, render: (t) => formatInr(t.amount) },
  { label: `${c}.status`, render: (t) => <StatusChip status={t.status} /> },
  { label: `${c}.txnType`, render: (t) => t.txnType },
  { label: `${c}.indicator`, render: (t) => <StatusChip status={t.txnIndicator} /> },
];

/**
 * Transaction Details of a bill (spec §2.13: the bill transactions variant, full screen): the account transactions
 * of the bill's period, as the server's bill read lists them, in the generic table with its fixed header.
 */
export function BillTransactionsDialog({ billId, onClose }: { billId: number; onClose: () => void }) {
  const translate = useTranslate();
  const provider = useConsumerProvider();
  const q = useQuery({
    queryKey: ['consumer-360', 'bill-transactions', billId],
    queryFn: () => provider.getBillWithTransactions(billId) as Promise<{ txnList: BillTxn[] }>,
    retry: false,
  });
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="bill-transactions-title">
      <ClosableDialogTitle id="bill-transactions-title" onClose={onClose}>
        {translate('consumer360Products.detail.transaction')} · {translate('consumer360.bill_ref', { id: billId })}
      </ClosableDialogTitle>
      <DialogContent>
        <ReadPending query={q} />
        {q.data && q.data.txnList.length === 0 && (
          <Typography>{translate('consumer360.empty.transactions')}</Typography>
        )}
        {q.data && q.data.txnList.length > 0 && (
          <ColumnTable label="consumer360.tab.transactions" rows={q.data.txnList} columns={COLUMNS} fixedHeader />
        )}
      </DialogContent>
    </Dialog>
  );
}
