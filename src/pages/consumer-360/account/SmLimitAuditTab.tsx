import { DataTable } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { ChangeIndicator } from '../ChangeIndicator';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { dateColumn, textColumn } from '../HistoryColumns';

/** The numeric change from the old value to the new one; null when either is not a number. */
const changeOf = (from?: string, to?: string): number | null =>
  from !== undefined &&
  to !== undefined &&
  Number.isFinite(Number(from)) &&
  Number.isFinite(Number(to)) &&
  from !== '' &&
  to !== ''
    ? Number(to) - Number(from)
    : null;

/** Send-money limit audit (spec §3.22): accountId, date, keyName, oldValue, newValue. */
export default function SmLimitAuditTab() {
  const { entityId } = useEntity360();
  return (
    <EntityListTab
      light
      resource={CONSUMER_LISTS.smLimitAudits}
      filter={{ consumerId: entityId }}
      empty="consumer360.empty.record"
      label="consumer360.tab.sm-limit-audit"
    >
      {dateColumn()}
      {textColumn('keyName', 'consumer360.col.keyName')}
      {textColumn('oldValue', 'consumer360.col.oldValue')}
      {textColumn('newValue', 'consumer360.col.newValue')}
      <DataTable.Col<{ id: number; oldValue?: string; newValue?: string }>
        label="consumer360.col.change"
        disableSort
        render={(r) => <ChangeIndicator value={changeOf(r.oldValue, r.newValue)} />}
      />
    </EntityListTab>
  );
}
