import { useEffect, useState } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { ALERT_LOG_PAGE_SIZE } from '../../../contract/entities/alerts';
import { formatDateTime } from '../../format/dates';
import { orNotAvailable } from '../../format/empty';

export const ALERT_LOG_RESOURCE = 'deposit-alert-logs';
const COLUMNS = ['created_at', 'alert_type', 'product', 'action', 'header', 'body', 'expiry_time', 'agent_email'] as const;
const TIMES = new Set<string>(['created_at', 'expiry_time']);

/** Alert Logs (§2.7): 10 a page from page 0; 'Something went wrong!' when the log fails or is empty (§8). */
export function AlertLogs() {
  const translate = useTranslate();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const { data = [], total, isPending, error } = useGetList(ALERT_LOG_RESOURCE, {
    pagination: { page: page + 1, perPage: ALERT_LOG_PAGE_SIZE },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const failed = !isPending && (Boolean(error) || data.length === 0);
  useEffect(() => {
    if (failed) notify('pages.deposit_alerts.failed', { type: 'error' });
  }, [failed, notify]);
  return (
    <Paper component="section" aria-labelledby="alert-logs-title" sx={{ mt: 3 }}>
      <Typography id="alert-logs-title" variant="h6" component="h2" sx={{ p: 2 }}>
        {translate('pages.deposit_alerts.logs_title')}
      </Typography>
      <TableContainer sx={{ maxHeight: 500 }}>
        <Table stickyHeader size="small" aria-labelledby="alert-logs-title">
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{translate(`pages.deposit_alerts.columns.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.id}>
                {COLUMNS.map((c) => (
                  <TableCell key={c}>{TIMES.has(c) ? formatDateTime(row[c]) : orNotAvailable(row[c])}</TableCell>
                ))}
              </TableRow>
            ))}
            {!isPending && data.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>{translate('empty.no_record')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total ?? -1}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={ALERT_LOG_PAGE_SIZE}
        rowsPerPageOptions={[ALERT_LOG_PAGE_SIZE]}
      />
    </Paper>
  );
}
