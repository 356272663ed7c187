import { Box, Typography } from '@mui/material';
import { DataTable, FunctionField, TextInput, useTranslate } from 'react-admin';
import { AUDIT } from '../../../contract/bindings';
import { ResourceTable } from '../../common/ResourceTable';
import { orNotAvailable } from '../../format';
import { formatUtc, summarise, type AuditRecord } from './audit-format';

/** Filters the admin API reads (user e-mail part, kind, action prefix, record id); it trims them itself. */
const filters = [
  <TextInput key="actor" source="actor" label="pages.audit_trail.user" alwaysOn />,
  <TextInput key="entity" source="entity" label="pages.audit_trail.entity" alwaysOn />,
  <TextInput key="action" source="action" label="pages.audit_trail.action" alwaysOn />,
  <TextInput key="entityId" source="entityId" label="pages.audit_trail.record" alwaysOn />,
];

/** /audit-trail: who did what and when (read-only), newest first, filterable by user, kind and record. */
export default function AuditTrailPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('pages.audit_trail.title')}
      </Typography>
      <ResourceTable
        resource={AUDIT.name}
        title="pages.audit_trail.entries"
        sort={{ field: 'id', order: 'DESC' }}
        filters={filters}
      >
        {/* The admin API sorts by time, user and action; the other columns cannot be sorted. */}
        <DataTable.Col source="createdAt" label="pages.audit_trail.when" cellSx={() => ({ whiteSpace: 'nowrap' })}>
          <FunctionField<AuditRecord> render={(r) => formatUtc(r.createdAt)} />
        </DataTable.Col>
        <DataTable.Col source="actorEmail" label="pages.audit_trail.user">
          <FunctionField<AuditRecord> render={(r) => orNotAvailable(r.actorEmail)} />
        </DataTable.Col>
        <DataTable.Col source="action" label="pages.audit_trail.action" />
        <DataTable.Col source="entity" label="pages.audit_trail.entity" disableSort />
        <DataTable.Col source="entityId" label="pages.audit_trail.record" disableSort>
          <FunctionField<AuditRecord> render={(r) => orNotAvailable(r.entityId)} />
        </DataTable.Col>
        <DataTable.Col source="outcome" label="pages.audit_trail.outcome" disableSort />
        <DataTable.Col
          label="pages.audit_trail.change"
          disableSort
          cellSx={() => ({ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' })}
        >
          <FunctionField<AuditRecord> render={(r) => `${summarise(r.before)} → ${summarise(r.after)}`} />
        </DataTable.Col>
      </ResourceTable>
    </Box>
  );
}
