import { Dialog, DialogContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TimelineKind, TimelineRow } from '../../../../contract/consumer/timeline';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { QueryState } from '../../../common/QueryState';
import { useEntity360 } from '../../../common/entity-360';
import { RecordDetailDialog } from '../details/RecordDetailDialog';
import type { RecordDetailKind } from '../details/record-details';
import { ConsumerProviderScope, useConsumerProductQuery } from '../provider';
import { BillBreakUpDialog } from '../bills/BillBreakUpDialog';
import { CrmAuditDialog, type CrmAudit } from '../account/CrmAuditDialog';
import { LoanViewDialog } from '../loans/LoanViewDialog';
import { BillPaymentDetailDialog, type BillPaymentDetail } from '../bill-payments/BillPaymentDetailDialog';

type Record = { [field: string]: unknown };
type Open = (record: Record, onClose: () => void) => React.ReactNode;

const plain =
  (kind: RecordDetailKind): Open =>
  (record, onClose) => <RecordDetailDialog kind={kind} record={record} onClose={onClose} />;

/** Each kind's own detail dialog: the very one its tab opens (part 1's read through part 1's provider). */
const DIALOGS: { [K in TimelineKind]: Open } = {
  TRANSACTION: plain('transaction'),
  UPI: plain('upi'),
  REPAYMENT: plain('repayment'),
  CASHBACK: plain('cashback'),
  BILL_PAYMENT: (record, onClose) => (
    <BillPaymentDetailDialog row={record as unknown as BillPaymentDetail} onClose={onClose} />
  ),
  BILL: (record, onClose) => (
    <ConsumerProviderScope>
      <BillBreakUpDialog billId={Number(record.billId)} onClose={onClose} />
    </ConsumerProviderScope>
  ),
  EMI: (record, onClose) => (
    <ConsumerProviderScope>
      <LoanViewDialog loanId={Number(record.id)} part="detail" onClose={onClose} />
    </ConsumerProviderScope>
  ),
  CRM_AUDIT: (record, onClose) => (
    <ConsumerProviderScope>
      <CrmAuditDialog audit={record as unknown as CrmAudit} onClose={onClose} />
    </ConsumerProviderScope>
  ),
};

/** A Timeline row opened: its full record fetched, then its kind's own detail dialog (loading and error in a dialog). */
export function TimelineDetail({ row, onClose }: { row: TimelineRow; onClose: () => void }) {
  const translate = useTranslate();
  const { entityId } = useEntity360();
  const q = useConsumerProductQuery<{ kind: TimelineKind; record: Record }>('timelineDetail', {
    consumerId: entityId,
    kind: row.kind,
    id: row.id,
  });
  if (q.data) return <>{DIALOGS[row.kind](q.data.record, onClose)}</>;
  return (
    <Dialog open onClose={onClose} aria-labelledby="timeline-detail-title">
      <ClosableDialogTitle id="timeline-detail-title" onClose={onClose}>
        {translate(`consumer360Products.timeline.kind.${row.kind}`)} {row.ref}
      </ClosableDialogTitle>
      <DialogContent>
        <QueryState query={q} failed="empty.read_failed">
          {() => null}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
