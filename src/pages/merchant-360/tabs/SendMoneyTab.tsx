import { DataTable } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { Section } from '../Field';
import { money, status, text, time } from '../cells';

const L = 'merchant360Loans';

/** Send-money transactions (spec §7.4 sendmoney/transactions), by page; the account number to its last 4 digits. */
export default function SendMoneyTab() {
  const { entityId } = useEntity360();
  return (
    <Section title={`${L}.send_money_section`}>
      <EntityListTab
        resource="m360-sendmoney"
        filter={{ merchantId: entityId }}
        empty={`${L}.empty.transactions`}
        label={`${L}.send_money_section`}
      >
        <DataTable.Col source="txnId" label={`${L}.f.txn_id`} />
        <DataTable.Col label={`${L}.f.beneficiary`} render={text('beneficiaryName')} />
        <DataTable.Col label={`${L}.f.account_no`} render={text('accountNo')} />
        <DataTable.Col label={`${L}.f.ifsc`} render={text('ifsc')} />
        <DataTable.Col label={`${L}.f.mode`} render={text('mode')} />
        <DataTable.Col label={`${L}.f.amount`} render={money('amount')} />
        <DataTable.Col label={`${L}.f.charges`} render={money('charges')} />
        <DataTable.Col label={`${L}.f.status`} render={status()} />
        <DataTable.Col label={`${L}.f.utr`} render={text('utr')} />
        <DataTable.Col label={`${L}.f.failure_reason`} render={text('failureReason')} />
        <DataTable.Col label={`${L}.f.created_at`} render={time('createdAt')} />
      </EntityListTab>
    </Section>
  );
}
