import { useState } from 'react';
import { Box, Button, Dialog, DialogContent } from '@mui/material';
import { DataTable, FunctionField, useRecordContext, useTranslate } from 'react-admin';
import { CRM_AUDIT_PAGE_SIZE } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { FieldGrid } from '../FieldGrid';
import { dateColumn, textColumn } from './HistoryColumns';

interface Audit {
  id: number;
  createdAt: number;
  requestIdentifier?: string;
  request?: { requestDto?: Record<string, unknown> };
  requestAuditDto?: { requestContext?: { client?: string; userId?: number; userEmail?: string } };
  updateAccountStatusDto?: Record<string, unknown>;
}

const entries = (o: Record<string, unknown> | undefined) =>
  Object.entries(o ?? {}).map(([label, value]) => ({
    label,
    value: value === null || value === undefined ? null : String(value),
  }));

function Detail() {
  const a = useRecordContext<Audit>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!a) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('consumer360.action.view')}
      </Button>
      {open && (
        <Dialog
          open
          onClose={() => setOpen(false)}
          aria-labelledby="crm-audit-title"
          slotProps={{ paper: { sx: { minWidth: 500 } } }}
        >
          <ClosableDialogTitle id="crm-audit-title" onClose={() => setOpen(false)}>
            {translate('consumer360.audit.detail_title', { id: a.requestIdentifier ?? a.id })}
          </ClosableDialogTitle>
          <DialogContent>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {a.request?.requestDto && (
                <FieldGrid title="consumer360.audit.request" rows={entries(a.request.requestDto)} />
              )}
              {a.updateAccountStatusDto && (
                <FieldGrid title="consumer360.audit.status_change" rows={entries(a.updateAccountStatusDto)} />
              )}
              <FieldGrid title="consumer360.audit.context" rows={entries(a.requestAuditDto?.requestContext)} />
            </Box>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

/** CRM Actions Audit (spec §3.22, §7.5): consumerId, page 0, size 10; each row opens its detail modal. */
export default function CrmAuditTab() {
  const { entityId } = useEntity360();
  return (
    <EntityListTab
      resource={CONSUMER_LISTS.crmAudits}
      filter={{ consumerId: entityId }}
      perPage={CRM_AUDIT_PAGE_SIZE}
      empty="consumer360.empty.record"
      label="consumer360.tab.crm-audit"
    >
      {dateColumn()}
      {textColumn('requestIdentifier', 'consumer360.col.identifier')}
      <DataTable.Col label="consumer360.col.user" disableSort>
        <FunctionField<Audit> render={(r) => r.requestAuditDto?.requestContext?.userEmail ?? ''} />
      </DataTable.Col>
      <DataTable.Col label="consumer360.col.actions" disableSort>
        <Detail />
      </DataTable.Col>
    </EntityListTab>
  );
}
