import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { dateColumn, textColumn } from './HistoryColumns';

/** Send-money limit audit (spec §3.22): accountId, date, keyName, oldValue, newValue. */
export default function SmLimitAuditTab() {
  const { entityId } = useEntity360();
  return (
    <EntityListTab
      resource={CONSUMER_LISTS.smLimitAudits}
      filter={{ consumerId: entityId }}
      empty="consumer360.empty.record"
      label="consumer360.tab.sm-limit-audit"
    >
      {dateColumn()}
      {textColumn('keyName', 'consumer360.col.keyName')}
      {textColumn('oldValue', 'consumer360.col.oldValue')}
      {textColumn('newValue', 'consumer360.col.newValue')}
    </EntityListTab>
  );
}
