import { DataTable } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { Section } from '../Field';
import { money, status, text, time } from '../cells';

const L = 'merchant360Loans';

/** Bharat Swipe (spec §7.4 bharatswipe/accounts, bharatswipe/withdrawals): the accounts, and withdrawals by page. */
export default function BharatSwipeTab() {
  const { entityId } = useEntity360();
  const filter = { merchantId: entityId };
  return (
    <>
      <Section title={`${L}.accounts_section`}>
        <EntityListTab
          resource="m360-bharatswipe-accounts"
          filter={filter}
          pagination={false}
          empty={`${L}.empty.record`}
          label={`${L}.accounts_section`}
        >
          <DataTable.Col source="accountId" label={`${L}.f.account_id`} />
          <DataTable.Col label={`${L}.f.store_id`} render={text('storeId')} />
          <DataTable.Col label={`${L}.f.balance`} render={money('balance')} />
          <DataTable.Col label={`${L}.f.hold_amount`} render={money('holdAmount')} />
          <DataTable.Col label={`${L}.f.status`} render={status()} />
          <DataTable.Col label={`${L}.f.opened_at`} render={time('openedAt')} />
        </EntityListTab>
      </Section>
      <Section title={`${L}.withdrawals_section`}>
        <EntityListTab
          resource="m360-bharatswipe-withdrawals"
          filter={filter}
          empty={`${L}.empty.record`}
          label={`${L}.withdrawals_section`}
        >
          <DataTable.Col source="withdrawalId" label={`${L}.f.withdrawal_id`} />
          <DataTable.Col source="accountId" label={`${L}.f.account_id`} />
          <DataTable.Col label={`${L}.f.amount`} render={money('amount')} />
          <DataTable.Col label={`${L}.f.charges`} render={money('charges')} />
          <DataTable.Col label={`${L}.f.status`} render={status()} />
          <DataTable.Col label={`${L}.f.utr`} render={text('utr')} />
          <DataTable.Col label={`${L}.f.failure_reason`} render={text('failureReason')} />
          <DataTable.Col label={`${L}.f.created_at`} render={time('createdAt')} />
        </EntityListTab>
      </Section>
    </>
  );
}
