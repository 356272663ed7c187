import { Box, Dialog, DialogContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { RowDialogButton } from '../../../common/RowDialogButton';
import { FieldGrid } from '../FieldGrid';

/** A CRM Actions Audit row (spec §3.22). */
export interface CrmAudit {
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

/** A CRM action's detail modal: its request, status change and context; from its tab and the Timeline. */
export function CrmAuditDialog({ audit: a, onClose }: { audit: CrmAudit; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="crm-audit-title" slotProps={{ paper: { sx: { minWidth: 500 } } }}>
      <ClosableDialogTitle id="crm-audit-title" onClose={onClose}>
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
  );
}

/** A CRM audit row's View button, opening its detail modal. */
export function CrmAuditDetailButton() {
  return (
    <RowDialogButton<CrmAudit> label="consumer360.action.view">
      {(audit, close) => <CrmAuditDialog audit={audit} onClose={close} />}
    </RowDialogButton>
  );
}
