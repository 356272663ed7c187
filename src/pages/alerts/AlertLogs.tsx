import { useCallback } from 'react';
import { Paper } from '@mui/material';
import { DataTable, FunctionField, useNotify, type RaRecord } from 'react-admin';
import { DEPOSIT_ALERT_LOGS } from '../../../contract/bindings';
import { ALERT_LOG_PAGE_SIZE } from '../../../contract/entities/alert-log-paging';
import { ResourceTable } from '../../common/ResourceTable';
import { formatDateTime } from '../../format/dates';
import { orNotAvailable } from '../../format/empty';

export const ALERT_LOG_RESOURCE = DEPOSIT_ALERT_LOGS.name;
const COLUMNS = [
  'created_at',
  'alert_type',
  'product',
  'action',
  'header',
  'body',
  'expiry_time',
  'agent_email',
] as const;
const TIMES = new Set<string>(['created_at', 'expiry_time']);

/**
 * Alert Logs (§2.7): 10 a page from page 0 (the binding maps react-admin's page 1 to the backend's 0), newest first
 * as the backend answers (it cannot sort, so no column sorts); 'Something went wrong!' when the log fails or is
 * empty (§8).
 */
export function AlertLogs() {
  const notify = useNotify();
  const onSettled = useCallback(
    ({ failed, empty }: { failed: boolean; empty: boolean }) => {
      if (failed || empty) notify('pages.deposit_alerts.failed', { type: 'error' });
    },
    [notify],
  );
  return (
    <Paper component="section" sx={{ mt: 3, px: 2 }}>
      <ResourceTable
        resource={ALERT_LOG_RESOURCE}
        title="pages.deposit_alerts.logs_title"
        perPage={ALERT_LOG_PAGE_SIZE}
        perPageOptions={[ALERT_LOG_PAGE_SIZE]}
        onSettled={onSettled}
      >
        {COLUMNS.map((c) => (
          <DataTable.Col key={c} source={c} label={`pages.deposit_alerts.columns.${c}`} disableSort>
            <FunctionField<RaRecord>
              render={(row) => (TIMES.has(c) ? formatDateTime(row[c]) : orNotAvailable(row[c]))}
            />
          </DataTable.Col>
        ))}
      </ResourceTable>
    </Paper>
  );
}
