import { Chip, Paper, Stack, TableContainer, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { listDowntimeAlerts, type DowntimeAlert } from '../../../dataProviders/crm/bank-downtime';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { ALERTS_KEY } from './DowntimeFormDialog';
import { StateChip, windowText } from './parts';
import { sentByEvent } from './downtime-form';

const T = 'bankDowntime';

/**
 * /downtime-alerts (spec §2.3 Dashboards; issue 45 item 3): the downtimes going on now and those ahead, soonest first,
 * each with who is told for its severity (recipient and channel) and the notifications the backend recorded for it.
 */
export default function DowntimeAlertsPage() {
  const translate = useTranslate();
  const alerts = useQuery({
    queryKey: ALERTS_KEY,
    queryFn: ({ signal }) => listDowntimeAlerts(signal),
    refetchInterval: 60_000,
  });
  const openEnded = translate(`${T}.open_ended`);
  const columns: TableColumn<DowntimeAlert>[] = [
    { label: `${T}.fields.bank`, render: (a) => a.bankName },
    { label: `${T}.fields.channel`, render: (a) => a.channel },
    { label: `${T}.fields.state`, render: (a) => <StateChip state={a.state} /> },
    { label: `${T}.fields.window`, render: (a) => windowText(a, openEnded) },
    { label: `${T}.fields.severity`, render: (a) => translate(`${T}.severities.${a.severity}`) },
    {
      label: `${T}.alerts.recipients`,
      render: (a) => (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {a.recipients.map((r) => (
            <Chip
              key={`${r.recipient}-${r.channel}`}
              size="small"
              variant="outlined"
              label={`${r.recipient} (${r.channel})`}
            />
          ))}
        </Stack>
      ),
    },
    {
      label: `${T}.alerts.sent`,
      render: (a) =>
        a.notifications.length === 0
          ? translate(`${T}.alerts.none_sent`)
          : translate(`${T}.alerts.sent_count`, { count: a.notifications.length, events: sentByEvent(a) }),
    },
    { label: `${T}.fields.note`, render: (a) => a.note },
  ];
  return (
    <PageFrame title={`${T}.alerts_title`}>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.alerts.intro`)}</Typography>
      <QueryState query={alerts} items={`${T}.alerts.items`}>
        {(rows) => (
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable label={`${T}.alerts.table`} rows={rows} columns={columns} />
          </TableContainer>
        )}
      </QueryState>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {translate(`${T}.alerts.manage`)}
      </Typography>
    </PageFrame>
  );
}
