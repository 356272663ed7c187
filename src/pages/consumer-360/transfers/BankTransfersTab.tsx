import { useState } from 'react';
import { TextField } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { canCheckBankTransfer } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { col, columnsOf, type ColumnSpec } from '../HistoryColumns';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { ActionAccessScope, GatedButton } from '../actions/GatedButton';
import { useConsumerAction } from '../actions/useConsumerAction';
import { Reveal } from '../Reveal';

interface Transfer {
  id: number;
  orderId: string;
  settlementOrderId: string;
  amount: number;
  bankReferenceNo: string;
  accountNo: string | null;
  status: string;
  createdAt: number;
}

/** The settlement check, confirmed; its mutation exists only while the dialog is open. */
function CheckDialog({ t, onClose }: { t: Transfer; onClose: () => void }) {
  const translate = useTranslate();
  const check = useConsumerAction('checkBankTransfer', [CONSUMER_LISTS.bankTransfers]);
  return (
    <ConfirmDialog
      answers="yes-no"
      title={translate('consumer360.action.check_title', { id: t.orderId })}
      effect={translate('consumer360.action.check_effect', { id: t.settlementOrderId })}
      busy={check.isPending}
      onClose={onClose}
      onConfirm={() => check.mutate({ settlementOrderId: t.settlementOrderId }, { onSuccess: onClose })}
    />
  );
}

const TRANSFER_ACTIONS = ['checkBankTransfer'] as const;

function CheckButton() {
  const t = useRecordContext<Transfer>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!t) return null;
  return (
    <>
      <GatedButton
        action="checkBankTransfer"
        label="consumer360.action.check"
        deniedReason="consumer360.action.check"
        hideWhenDenied
        unavailable={canCheckBankTransfer(t.status) ? null : translate('consumer360.action.check_only_success')}
        onClick={() => setOpen(true)}
      />
      {open && <CheckDialog t={t} onClose={() => setOpen(false)} />}
    </>
  );
}

const c = 'consumer360.col';
/** The transfers' columns; the account number is revealed for this consumer. */
const transferColumns = (consumerId: number): readonly ColumnSpec[] => [
  col.raw('orderId', `${c}.orderId`),
  col.money('amount', `${c}.amount`),
  col.raw('bankReferenceNo', `${c}.utr`),
  col.custom(`${c}.accountNo`, (r) => (
    <Reveal
      consumerId={consumerId}
      field="accountNumber"
      recordId={r.id}
      masked={r.accountNo as string | null}
      label={`${c}.accountNo`}
    />
  )),
  col.raw('ifsc', `${c}.ifsc`),
  col.status('status', `${c}.status`),
  col.time('createdAt', `${c}.createdAt`),
  col.element(`${c}.actions`, <CheckButton />),
];

/** Bank Transfers (CAN_VIEW_POST_PE_BANK_TRANSFERS; spec §2.13, §3.15): UTR search, page 1, limit 20, masked account. */
export default function BankTransfersTab() {
  const translate = useTranslate();
  const { entityId } = useEntity360();
  const consumerId = Number(entityId);
  const [utr, setUtr] = useState('');
  const columns = transferColumns(consumerId);
  const toolbar = (
    <TextField
      size="small"
      label={translate('consumer360.filters.utr')}
      value={utr}
      onChange={(e) => setUtr(e.target.value.trim())}
      sx={{ mb: 1, minWidth: 240 }}
    />
  );
  return (
    <ActionAccessScope actions={TRANSFER_ACTIONS}>
      <EntityListTab
        light
        resource={CONSUMER_LISTS.bankTransfers}
        filter={{ consumerId: entityId, ...(utr ? { utr } : {}) }}
        empty="consumer360.empty.bank_transfers"
        label="consumer360.tab.bank-transfers"
        toolbar={toolbar}
      >
        {columnsOf(columns, translate)}
      </EntityListTab>
    </ActionAccessScope>
  );
}
