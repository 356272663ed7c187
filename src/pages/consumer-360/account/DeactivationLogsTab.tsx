import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { dateColumn, textColumn } from '../HistoryColumns';

/** Deactivation Logs (lending): each block, unblock or closure with its reason, remark and who. */
export default function DeactivationLogsTab() {
  const { entityId } = useEntity360();
  return (
    <EntityListTab
      light
      resource={CONSUMER_LISTS.deactivationLogs}
      filter={{ consumerId: entityId }}
      empty="consumer360.empty.record"
      label="consumer360.tab.deactivation-logs"
    >
      {dateColumn()}
      {textColumn('action', 'consumer360.col.action')}
      {textColumn('reason', 'consumer360.col.reason')}
      {textColumn('remark', 'consumer360.col.remark')}
      {textColumn('by', 'consumer360.col.by')}
    </EntityListTab>
  );
}
