import { useState } from 'react';
import { TextField } from '@mui/material';
import { DataTable, FunctionField, useRecordContext, useTranslate } from 'react-admin';
import { canCheckBankTransfer } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { formatDateTime, formatInr } from '../../../format';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { GatedButton } from '../actions/GatedButton';
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

function CheckButton() {
  const t = useRecordContext<Transfer>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const check = useConsumerAction('checkBankTransfer', [CONSUMER_LISTS.bankTransfers]);
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
      {open && (
        <ConfirmDialog
          title={translate('consumer360.action.check_title', { id: t.orderId })}
          effect={translate('consumer360.action.check_effect', { id: t.settlementOrderId })}
          busy={check.isPending}
          onClose={() => setOpen(false)}
          onConfirm={() =>
            check.mutate({ settlementOrderId: t.settlementOrderId }, { onSuccess: () => setOpen(false) })
          }
        />
      )}
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
    <EntityListTab
      resource={CONSUMER_LISTS.bankTransfers}
      filter={{ consumerId: entityId, ...(utr ? { utr } : {}) }}
      empty="consumer360.empty.bank_transfers"
      label="consumer360.tab.bank-transfers"
      toolbar={toolbar}
    >
      <DataTable.Col source="orderId" label="consumer360.col.orderId" disableSort />
      <DataTable.Col label="consumer360.col.amount" disableSort>
        <FunctionField<Transfer> render={(r) => formatInr(r.amount)} />
      </DataTable.Col>
      <DataTable.Col source="bankReferenceNo" label="consumer360.col.utr" disableSort />
      <DataTable.Col label="consumer360.col.accountNo" disableSort>
        <FunctionField<Transfer>
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
      </DataTable.Col>
      <DataTable.Col source="ifsc" label="consumer360.col.ifsc" disableSort />
      <DataTable.Col label="consumer360.col.status" disableSort>
        <FunctionField<Transfer> render={(r) => <StatusChip status={r.status} />} />
      </DataTable.Col>
      <DataTable.Col label="consumer360.col.createdAt" disableSort>
        <FunctionField<Transfer> render={(r) => formatDateTime(r.createdAt, 'seconds')} />
      </DataTable.Col>
      <DataTable.Col label="consumer360.col.actions" disableSort>
        <CheckButton />
      </DataTable.Col>
    </EntityListTab>
  );
}
