import { DataTable } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatInr } from '../../../format';
import { dateColumn, textColumn } from '../HistoryColumns';

/** Limit Audit (spec §3.22): startDate, uniqueReferenceId, accountLimit, status, createdAt. */
export default function LimitAuditTab() {
  const { entityId } = useEntity360();
  return (
    <EntityListTab
      light
      resource={CONSUMER_LISTS.limitAudits}
      filter={{ consumerId: entityId }}
      empty="consumer360.empty.record"
      label="consumer360.tab.limit-audit"
    >
      {dateColumn('startDate', 'consumer360.col.startDate')}
      {textColumn('uniqueReferenceId', 'consumer360.col.reference')}
      <DataTable.Col<{ id: number; accountLimit: number }>
        label="consumer360.col.accountLimit"
        disableSort
        render={(r) => formatInr(r.accountLimit)}
      />
      {textColumn('status', 'consumer360.col.status')}
      {dateColumn('createdAt', 'consumer360.col.createdAt')}
    </EntityListTab>
  );
}
