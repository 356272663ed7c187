import { DataTable } from 'react-admin';
import type { ChillfestEntry } from '../../../../contract/consumer/chillfest';
import { CONSUMER_MORE_LISTS } from '../../../../dataProviders/postpe/consumer-more';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { formatDateTime, formatInr } from '../../../format';
import { textColumn } from '../HistoryColumns';
import { ConsumerMoreScope } from '../provider';

const when = (v: number | null) => (v === null ? '' : formatDateTime(v, 'seconds'));

function Chillfest() {
  const { entityId } = useEntity360();
  return (
    <EntityListTab
      light
      resource={CONSUMER_MORE_LISTS.chillfest}
      filter={{ consumerId: entityId }}
      empty="consumer360More.chillfest.empty"
      label="consumer360More.tab.chillfest"
    >
      {textColumn('chillfestId', 'consumer360More.chillfest.id')}
      {textColumn('campaignName', 'consumer360More.chillfest.campaign')}
      {textColumn('taskName', 'consumer360More.chillfest.task')}
      {textColumn('progress', 'consumer360More.chillfest.progress')}
      <DataTable.Col<ChillfestEntry>
        label="consumer360More.chillfest.enrolled_at"
        disableSort
        render={(r) => when(r.enrolledAt)}
      />
      <DataTable.Col<ChillfestEntry>
        label="consumer360More.chillfest.completed_at"
        disableSort
        render={(r) => when(r.completedAt)}
      />
      <DataTable.Col<ChillfestEntry>
        label="consumer360More.col.status"
        disableSort
        render={(r) => <StatusChip status={r.status} />}
      />
      {textColumn('rewardType', 'consumer360More.chillfest.reward_type')}
      <DataTable.Col<ChillfestEntry>
        label="consumer360More.chillfest.reward_amount"
        disableSort
        render={(r) => formatInr(r.rewardAmount)}
      />
      <DataTable.Col<ChillfestEntry>
        label="consumer360More.chillfest.expiry"
        disableSort
        render={(r) => when(r.expiry)}
      />
    </EntityListTab>
  );
}

/** Postpe Chillfest (spec §2.13; its fields are ours): the consumer's campaign entries, paged 20 from pageNum 0. */
export default function ChillfestTab() {
  return (
    <ConsumerMoreScope>
      <Chillfest />
    </ConsumerMoreScope>
  );
}
