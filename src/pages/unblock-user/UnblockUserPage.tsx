import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { DataTable, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { LOGIN_BLOCKS } from '../../../contract/bindings';
import { LOGIN_BLOCK_KINDS, LOGIN_BLOCK_STATES } from '../../../contract/login-blocks/calls';
import { ResourceTable } from '../../common/ResourceTable';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, orNotAvailable } from '../../format';
import { UnblockDialog, type LoginBlock } from './UnblockDialog';

const T = 'pages.unblock_user';
type Row = LoginBlock & {
  status: 'BLOCKED' | 'UNBLOCKED';
  unblockedAt: number | null;
  unblockedBy: string | null;
  unblockReason: string | null;
};

/** An always-shown select filter on `source`, its choices named `${names}.<value>`. */
const selectFilter = (source: string, label: string, values: readonly string[], names: string) => (
  <SelectInput
    key={source}
    source={source}
    label={label}
    choices={values.map((v) => ({ id: v, name: `${names}.${v}` }))}
    alwaysOn
  />
);

/** Search by a merchant or consumer id or the whole login mobile; kind and state (BLOCKED first). */
const FILTERS = [
  <TextInput key="q" source="q" label={`${T}.search`} alwaysOn resettable />,
  selectFilter('kind', `${T}.kind_filter`, LOGIN_BLOCK_KINDS, `${T}.kind`),
  selectFilter('status', `${T}.status`, LOGIN_BLOCK_STATES, `${T}.state`),
];

function UnblockButton({ onOpen }: { onOpen(row: Row): void }) {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.status !== 'BLOCKED')
    return (
      <Typography variant="body2">
        {translate(`${T}.lifted`, {
          by: orNotAvailable(record.unblockedBy),
          at: record.unblockedAt ? formatDateTime(record.unblockedAt) : '',
          reason: orNotAvailable(record.unblockReason),
        })}
      </Typography>
    );
  return (
    <Button size="small" variant="outlined" onClick={() => onOpen(record)}>
      {translate(`${T}.unblock`)}
    </Button>
  );
}

/**
 * /unblock-user (issue 43 item 2; the spec names the route only): blocked merchant and consumer logins, newest block
 * first, what blocked each, by whom and when shown before anything else; an Unblock per blocked row, with a reason
 * from the list and a remark (server-side: one conditional update, audited, idempotent).
 */
export default function UnblockUserPage() {
  const translate = useTranslate();
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      <ResourceTable resource={LOGIN_BLOCKS.name} title={`${T}.list`} filters={FILTERS} savedViews={false}>
        <DataTable.Col label={`${T}.who`} disableSort render={(r: Row) => `${r.subjectName} (${r.subjectId})`} />
        <DataTable.Col
          label={`${T}.kind_filter`}
          disableSort
          render={(r: Row) => translate(`${T}.kind.${r.subjectKind}`)}
        />
        <DataTable.Col source="loginMobile" label={`${T}.login`} disableSort />
        <DataTable.Col
          label={`${T}.cause`}
          disableSort
          render={(r: Row) => `${translate(`${T}.causes.${r.cause}`)}: ${r.detail}`}
        />
        <DataTable.Col source="blockedBy" label={`${T}.blocked_by`} disableSort />
        <DataTable.Col label={`${T}.blocked_at`} disableSort render={(r: Row) => formatDateTime(r.blockedAt)} />
        <DataTable.Col source="status" label={`${T}.status`} disableSort>
          <StatusChip />
        </DataTable.Col>
        <DataTable.Col label={`${T}.action`} disableSort>
          <UnblockButton onOpen={setOpen} />
        </DataTable.Col>
      </ResourceTable>
      <UnblockDialog block={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
