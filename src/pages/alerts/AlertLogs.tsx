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
const TIMES = ['created_at', 'expiry_time'] as const;

/** An alert log as data: its resource, its columns (times drawn as date-times) and its strings' key prefix. */
export interface AlertLogSpec {
  resource: string;
  /** Holds `logs_title` and `columns.<column>`. */
  labels: string;
  columns: readonly string[];
  times: readonly string[];
  /** What an empty or failed log says beside its own state (the deposit log's §8 toast), if anything. */
  failedToast?: string;
}

/**
 * An alert log (deposit alerts §2.7, merchant alerts): 10 a page from page 0 (the binding maps react-admin's page 1 to
 * the backend's 0), newest first as the backend answers (it cannot sort, so no column sorts).
 */
export function AlertLogTable({ resource, labels, columns, times, failedToast }: AlertLogSpec) {
  const notify = useNotify();
  const onSettled = useCallback(
    ({ failed, empty }: { failed: boolean; empty: boolean }) => {
      if (failedToast && (failed || empty)) notify(failedToast, { type: 'error' });
    },
    [notify, failedToast],
  );
  return (
    <Paper component="section" sx={{ mt: 3, px: 2 }}>
      <ResourceTable
        resource={resource}
        title={`${labels}.logs_title`}
        perPage={ALERT_LOG_PAGE_SIZE}
        perPageOptions={[ALERT_LOG_PAGE_SIZE]}
        onSettled={onSettled}
      >
        {columns.map((c) => (
          <DataTable.Col key={c} source={c} label={`${labels}.columns.${c}`} disableSort>
            <FunctionField<RaRecord>
              render={(row) => (times.includes(c) ? formatDateTime(row[c]) : orNotAvailable(row[c]))}
            />
          </DataTable.Col>
        ))}
      </ResourceTable>
    </Paper>
  );
}

/** The deposit Alert Logs (§2.7): 'Something went wrong!' when the log fails or is empty (§8). */
export function AlertLogs() {
  return (
    <AlertLogTable
      resource={ALERT_LOG_RESOURCE}
      labels="pages.deposit_alerts"
      columns={COLUMNS}
      times={TIMES}
      failedToast="pages.deposit_alerts.failed"
    />
  );
}
