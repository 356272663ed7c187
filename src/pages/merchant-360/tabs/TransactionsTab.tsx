import { useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { Section } from '../Field';
import { money, status, text, time } from '../cells';

/** Transactions and refunds (spec §7.4): the merchant's payments, newest first, and its refunds. */
export default function TransactionsTab() {
  const { entityId } = useEntity360();
  const translate = useTranslate();
  const [rejected, setRejected] = useState(false);
  const filter = { merchantId: entityId };
  return (
    <>
      <Section
        title="merchant360.transactions_section"
        actions={
          <FormControlLabel
            control={<Switch checked={rejected} onChange={(e) => setRejected(e.target.checked)} />}
            label={translate('merchant360.rejected_only')}
          />
        }
      >
        <EntityListTab
          resource={rejected ? 'm360-rejected' : 'm360-transactions'}
          filter={filter}
          empty="merchant360.empty_transactions"
          label="merchant360.transactions_section"
        >
          <DataTable.Col source="txnId" label="merchant360.f.txn_id" />
          <DataTable.Col label="merchant360.f.amount" render={money('amount')} />
          <DataTable.Col label="merchant360.f.status" render={status()} />
          <DataTable.Col source="mode" label="merchant360.f.mode" />
          <DataTable.Col label="merchant360.f.payer_vpa" render={text('payerVpa')} />
          <DataTable.Col label="merchant360.f.rrn" render={text('rrn')} />
          <DataTable.Col label="merchant360.f.refunded" render={money('refundedAmount')} />
          <DataTable.Col label="merchant360.f.reject_reason" render={text('rejectReason')} />
          <DataTable.Col label="merchant360.f.created_at" render={time('createdAt')} />
        </EntityListTab>
      </Section>
      <Section title="merchant360.refunds_section">
        <EntityListTab
          resource="m360-refunds"
          filter={filter}
          empty="merchant360.empty_refunds"
          label="merchant360.refunds_section"
        >
          <DataTable.Col source="refundId" label="merchant360.f.refund_id" />
          <DataTable.Col source="txnId" label="merchant360.f.txn_id" />
          <DataTable.Col label="merchant360.f.amount" render={money('amount')} />
          <DataTable.Col label="merchant360.f.status" render={status()} />
          <DataTable.Col label="merchant360.f.reason" render={text('reason')} />
          <DataTable.Col label="merchant360.f.created_at" render={time('createdAt')} />
        </EntityListTab>
      </Section>
    </>
  );
}
