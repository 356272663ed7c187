import { useState } from 'react';
import { TextField } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { canCheckBankTransfer } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { formatDateTime, formatInr } from '../../../format';
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

/** Bank Transfers (CAN_VIEW_POST_PE_BANK_TRANSFERS; spec §2.13, §3.15): UTR search, page 1, limit 20, masked account. */
export default function BankTransfersTab() {
  const translate = useTranslate();
  const { entityId } = useEntity360();
  const consumerId = Number(entityId);
  const [utr, setUtr] = useState('');
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
        <DataTable.Col source="orderId" label="consumer360.col.orderId" disableSort />
        <DataTable.Col<Transfer> label="consumer360.col.amount" disableSort render={(r) => formatInr(r.amount)} />
        <DataTable.Col source="bankReferenceNo" label="consumer360.col.utr" disableSort />
        <DataTable.Col<Transfer>
          label="consumer360.col.accountNo"
          disableSort
          render={(r) => (
            <Reveal
              consumerId={consumerId}
              field="accountNumber"
              recordId={r.id}
              masked={r.accountNo}
              label="consumer360.col.accountNo"
            />
          )}
        />
        <DataTable.Col source="ifsc" label="consumer360.col.ifsc" disableSort />
        <DataTable.Col<Transfer>
          label="consumer360.col.status"
          disableSort
          render={(r) => <StatusChip status={r.status} />}
        />
        <DataTable.Col<Transfer>
          label="consumer360.col.createdAt"
          disableSort
          render={(r) => formatDateTime(r.createdAt, 'seconds')}
        />
        <DataTable.Col label="consumer360.col.actions" disableSort>
          <CheckButton />
        </DataTable.Col>
      </EntityListTab>
    </ActionAccessScope>
  );
}
