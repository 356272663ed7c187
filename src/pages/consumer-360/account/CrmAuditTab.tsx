import { useState } from 'react';
import { Button } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { CRM_AUDIT_PAGE_SIZE } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { CrmAuditDialog, type CrmAudit } from './CrmAuditDialog';
import { dateColumn, textColumn } from '../HistoryColumns';

function Detail() {
  const a = useRecordContext<CrmAudit>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!a) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('consumer360.action.view')}
      </Button>
      {open && <CrmAuditDialog audit={a} onClose={() => setOpen(false)} />}
    </>
  );
}

/** CRM Actions Audit (spec §3.22, §7.5): consumerId, page 0, size 10; each row opens its detail modal. */
export default function CrmAuditTab() {
  const { entityId } = useEntity360();
  return (
    <EntityListTab
      light
      resource={CONSUMER_LISTS.crmAudits}
      filter={{ consumerId: entityId }}
      perPage={CRM_AUDIT_PAGE_SIZE}
      empty="consumer360.empty.record"
      label="consumer360.tab.crm-audit"
    >
      {dateColumn()}
      {textColumn('requestIdentifier', 'consumer360.col.identifier')}
      <DataTable.Col<CrmAudit>
        label="consumer360.col.user"
        disableSort
        render={(r) => r.requestAuditDto?.requestContext?.userEmail ?? ''}
      />
      <DataTable.Col label="consumer360.col.actions" disableSort>
        <Detail />
      </DataTable.Col>
    </EntityListTab>
  );
}
