import { useState } from 'react';
import { Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useEntity360 } from '../../../common/entity-360';
import { canApplyCashback, canRevertQrRefund, holdTarget } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatInr } from '../../../format';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { GatedButton } from '../actions/GatedButton';
import { useConsumerAction } from '../actions/useConsumerAction';
import { CashbackDialog } from './CashbackDialog';
import { ReinitiateQrRefund } from '../lending/ReinitiateQrRefund';

/** A row of the transactions tab (spec §3.21). */
export interface TxnRow {
  id: string;
  txnId: string;
  txnTime: number;
  updatedAt: number;
  merchantName: string | null;
  payeeName: string | null;
  vpa: string | null;
  amount: number;
  status: string;
  subStatus: string | null;
  txnType: string;
  txnIndicator: string;
  mcc: string | null;
  cashbackAmount: number | null;
  disbursalType: string | null;
  expectedCompletionTime: number | null;
}

const REFRESH = [CONSUMER_LISTS.transactions];

/** The actions a transaction row may offer, for the list's ActionAccessScope. */
export const TXN_ACTIONS = ['hold', 'cashback', 'revertQrRefund', 'reinitiateQrRefund'] as const;

/** Hold ↔ success, confirmed; its mutation exists only while the dialog is open. */
function HoldDialog({ t, target, onClose }: { t: TxnRow; target: 'HOLD' | 'SUCCESS'; onClose: () => void }) {
  const translate = useTranslate();
  const hold = useConsumerAction('hold', REFRESH);
  const consumerId = Number(useEntity360().entityId);
  return (
    <ConfirmDialog
      title={translate(target === 'HOLD' ? 'consumer360.action.hold_title' : 'consumer360.action.success_title', {
        id: t.txnId,
      })}
      effect={translate('consumer360.action.hold_effect', { from: t.status, to: target })}
      busy={hold.isPending}
      onClose={onClose}
      onConfirm={() => hold.mutate({ txnId: t.txnId, status: target, consumerId }, { onSuccess: onClose })}
    />
  );
}

/** Revert a QR refund, confirmed; its mutation exists only while the dialog is open. */
function RevertDialog({ t, onClose }: { t: TxnRow; onClose: () => void }) {
  const translate = useTranslate();
  const revert = useConsumerAction('revertQrRefund', REFRESH);
  const consumerId = Number(useEntity360().entityId);
  return (
    <ConfirmDialog
      answers="yes-no"
      title={translate('consumer360.action.revert_title', { id: t.txnId })}
      effect={translate('consumer360.action.revert_effect', { amount: formatInr(t.amount) })}
      busy={revert.isPending}
      onClose={onClose}
      onConfirm={() => revert.mutate({ txnId: t.txnId, consumerId }, { onSuccess: onClose })}
    />
  );
}

/**
 * Hold/success, Apply Cashback and Revert on one transaction, each exactly when spec §4 and §6 allow. A row holds no
 * mutation until one of its dialogs opens (twenty rows mount on every visit of the tab).
 */
export function TxnActions() {
  const t = useRecordContext<TxnRow>();
  const [open, setOpen] = useState<'hold' | 'cashback' | 'revert' | null>(null);
  const { entityId } = useEntity360();
  /** The clock the hold rule reads ("a day or more ago"), taken when the row is shown. */
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  if (!t) return null;
  const target = holdTarget(t, now);
  const close = () => setOpen(null);
  return (
    <Stack direction="row" spacing={0.5}>
      {target && (
        <GatedButton
          action="hold"
          label={target === 'HOLD' ? 'consumer360.action.hold' : 'consumer360.action.success'}
          deniedReason="consumer360.action.hold_denied"
          hideWhenDenied
          onClick={() => setOpen('hold')}
        />
      )}
      {canApplyCashback(t) && (
        <GatedButton
          action="cashback"
          label="consumer360.action.cashback"
          deniedReason="consumer360.action.cashback_denied"
          hideWhenDenied
          onClick={() => setOpen('cashback')}
        />
      )}
      {canRevertQrRefund(t) && (
        <GatedButton
          action="revertQrRefund"
          label="consumer360.action.revert"
          deniedReason="consumer360.action.revert"
          hideWhenDenied
          onClick={() => setOpen('revert')}
        />
      )}
      <ReinitiateQrRefund t={t} />
      {open === 'hold' && target && <HoldDialog t={t} target={target} onClose={close} />}
      {open === 'revert' && <RevertDialog t={t} onClose={close} />}
      {open === 'cashback' && <CashbackDialog txn={t} consumerId={Number(entityId)} onClose={close} />}
    </Stack>
  );
}
