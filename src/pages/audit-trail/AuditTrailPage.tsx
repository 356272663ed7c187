import { Box, Tooltip, Typography } from '@mui/material';
import { DataTable, FunctionField, TextInput, useTranslate } from 'react-admin';
import { DateTextFormInput } from '../../common/DateTextInput';
import { ResourceTable } from '../../common/ResourceTable';
import { formatDateTime, orNotAvailable } from '../../format';
import { changeValue, fieldChanges, formatUtc, type AuditRecord } from './audit-format';
import { dayEndText, dayStartMs, dayStartText, nextDayStartMs } from './day-range';
import { AUDIT_FIRST_PAGE } from '.';

/**
 * Filters the admin API reads (user e-mail part, kind, action prefix, record id; it trims them) and the days from
 * and to in the user's zone, sent as the moments that bound them (epoch ms: from inclusive, to exclusive).
 */
const filters = [
  <TextInput key="actor" source="actor" label="pages.audit_trail.user" alwaysOn />,
  <TextInput key="entity" source="entity" label="pages.audit_trail.entity" alwaysOn />,
  <TextInput key="action" source="action" label="pages.audit_trail.action" alwaysOn />,
  <TextInput key="entityId" source="entityId" label="pages.audit_trail.record" alwaysOn />,
  <DateTextFormInput
    key="from"
    source="from"
    label="pages.audit_trail.from"
    alwaysOn
    format={dayStartText}
    parse={dayStartMs}
  />,
  <DateTextFormInput
    key="to"
    source="to"
    label="pages.audit_trail.to"
    alwaysOn
    format={dayEndText}
    parse={nextDayStartMs}
  />,
];

/** One entry's changed fields, before → after, unchanged fields hidden. */
function Changes({ record }: { record: AuditRecord }) {
  const translate = useTranslate();
  const changes = fieldChanges(record.before, record.after);
  if (changes.length === 0) return <>{translate('pages.audit_trail.no_change')}</>;
  const absent = translate('pages.audit_trail.absent');
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map((c) => (
        <li key={c.field}>
          {c.field && <strong>{c.field}: </strong>}
          {changeValue(c.before, absent)} → {changeValue(c.after, absent)}
        </li>
      ))}
    </Box>
  );
}

/** /audit-trail: who did what and when (read-only), newest first, filterable by user, kind, record and days. */
export default function AuditTrailPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('pages.audit_trail.title')}
      </Typography>
      <ResourceTable
        resource={AUDIT_FIRST_PAGE.resource}
        title="pages.audit_trail.entries"
        sort={AUDIT_FIRST_PAGE.sort}
        perPage={AUDIT_FIRST_PAGE.perPage}
        filters={filters}
      >
        {/* The admin API sorts by time, user and action; the other columns cannot be sorted. */}
        <DataTable.Col source="createdAt" label="pages.audit_trail.when" cellSx={() => ({ whiteSpace: 'nowrap' })}>
          <FunctionField<AuditRecord>
            render={(r) => (
              <Tooltip title={translate('pages.audit_trail.when_utc', { time: formatUtc(r.createdAt) })}>
                <span>{formatDateTime(r.createdAt)}</span>
              </Tooltip>
            )}
          />
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
        <DataTable.Col label="pages.audit_trail.change" disableSort cellSx={() => ({ wordBreak: 'break-word' })}>
          <FunctionField<AuditRecord> render={(r) => <Changes record={r} />} />
        </DataTable.Col>
      </ResourceTable>
    </Box>
  );
}
