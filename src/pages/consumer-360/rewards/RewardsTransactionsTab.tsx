import { DataTable } from 'react-admin';
import { CONSUMER_MORE_LISTS } from '../../../../dataProviders/postpe/consumer-more';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { formatDateTime } from '../../../format';
import { textColumn } from '../HistoryColumns';
import { ConsumerMoreScope } from '../provider';

interface RewardTxn {
  id: number;
  reward_date: number;
  reward_expiry: number;
  reward_amount: number;
  status: string;
}

function RewardsTransactions() {
  const { entityId } = useEntity360();
  return (
    <EntityListTab
      light
      resource={CONSUMER_MORE_LISTS.rewardTxns}
      filter={{ consumerId: entityId }}
      empty="consumer360More.empty.transactions"
      label="consumer360More.tab.rewards-transactions"
    >
      {textColumn('transaction_id', 'consumer360More.col.transaction_id')}
      <DataTable.Col<RewardTxn>
        label="consumer360More.col.reward_date"
        disableSort
        render={(r) => formatDateTime(r.reward_date, 'seconds')}
      />
      <DataTable.Col<RewardTxn>
        label="consumer360More.col.reward_expiry"
        disableSort
        render={(r) => formatDateTime(r.reward_expiry, 'seconds')}
      />
      {textColumn('reward_amount', 'consumer360More.col.reward_amount')}
      {textColumn('rule', 'consumer360More.col.rule')}
      {textColumn('source', 'consumer360More.col.source')}
      {textColumn('ledger_type', 'consumer360More.col.ledger_type')}
      <DataTable.Col<RewardTxn>
        label="consumer360More.col.status"
        disableSort
        render={(r) => <StatusChip status={r.status} />}
      />
      {textColumn('rejection_reason', 'consumer360More.col.rejection_reason')}
    </EntityListTab>
  );
}

/** Zillion Rewards Transactions (spec §3.23, §7.5: page_no from 1, page_size 20). */
export default function RewardsTransactionsTab() {
  return (
    <ConsumerMoreScope>
      <RewardsTransactions />
    </ConsumerMoreScope>
  );
}
