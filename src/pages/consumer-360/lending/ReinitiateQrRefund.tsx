import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { canReinitiateQrRefund } from '../../../../contract/consumer/lending-calls';
import { useEntity360 } from '../../../common/entity-360';
import { formatInr } from '../../../format';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { GatedButton } from '../actions/GatedButton';
import { useLendingAction } from './calls';

const k = 'consumerLending.reinitiate';

interface RefundRow {
  txnId: string;
  txnType: string;
  status: string;
  subStatus: string | null;
  amount: number;
}

/** The confirmation; its mutation exists only while it is open (a list mounts twenty rows). */
function ReinitiateDialog({ t, onClose }: { t: RefundRow; onClose: () => void }) {
  const translate = useTranslate();
  const consumerId = Number(useEntity360().entityId);
  const reinit = useLendingAction('reinitiateQrRefund', onClose);
  return (
    <ConfirmDialog
      answers="yes-no"
      title={translate(`${k}.title`, { id: t.txnId })}
      effect={translate(`${k}.effect`, { amount: formatInr(t.amount) })}
      busy={reinit.isPending}
      onClose={onClose}
      onConfirm={() => reinit.mutate({ consumerId, txnId: t.txnId })}
    />
  );
}

/** Re-initiate a FAILED QR refund (spec §7.5), once, confirmed; shown only where the rule allows it. */
export function ReinitiateQrRefund({ t }: { t: RefundRow }) {
  const [open, setOpen] = useState(false);
  if (!canReinitiateQrRefund(t)) return null;
  return (
    <>
      <GatedButton
        action="reinitiateQrRefund"
        label={`${k}.button`}
        deniedReason={`${k}.denied`}
        hideWhenDenied
        onClick={() => setOpen(true)}
      />
      {open && <ReinitiateDialog t={t} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The button on a list row (the credit transactions), reading the row from the record context. */
export function ReinitiateFromRow() {
  const t = useRecordContext<RefundRow & { id: string }>();
  return t ? <ReinitiateQrRefund t={t} /> : null;
}
