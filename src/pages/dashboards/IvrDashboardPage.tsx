import { useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { istDayOf } from '../../../contract/business-time';
import type { IvrFigures } from '../../../contract/dashboards/calls';
import { getIvrDashboard } from '../../../dataProviders/crm/dashboards';
import type { TableColumn } from '../../common/ColumnTable';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { ChartFigure } from './ChartFigure';

const T = 'dashboards.ivr';
/** The IST business day the page opens on (the server's default too). */
const today = () => istDayOf(Date.now());

/** The counts and the server's rates of a language (or a language's hour). */
const figureColumns = <Row extends IvrFigures & { id: string }>(): TableColumn<Row>[] => [
  { label: `${T}.calls`, render: (r) => r.calls },
  { label: `${T}.answered`, render: (r) => r.answered },
  { label: `${T}.dropped`, render: (r) => r.dropped },
  { label: `${T}.answer_rate`, render: (r) => `${r.answerRate}%` },
  { label: `${T}.drop_rate`, render: (r) => `${r.dropRate}%` },
];
const OUTCOMES = [
  { field: 'answered', label: `${T}.answered` },
  { field: 'dropped', label: `${T}.dropped` },
];

/**
 * /ivr-dashboard (spec §2.3 Dashboards; issue 46 item 1): one UTC day of the IVR call log: calls answered and dropped
 * by language, and by language and hour, with the answer and drop rates the server worked out.
 */
export default function IvrDashboardPage() {
  const translate = useTranslate();
  const [date, setDate] = useState(today);
  const day = useQuery({
    queryKey: ['dashboards', 'ivr', date],
    queryFn: ({ signal }) => getIvrDashboard(date, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    placeholderData: keepPreviousData,
  });
  return (
    <PageFrame title="dashboards.ivr_title">
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <TextField
        type="date"
        size="small"
        label={translate(`${T}.date`)}
        value={date}
        onChange={(e) => setDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 3 }}
      />
      <QueryState query={day} items="dashboards.items" isEmpty={(d) => d.languages.length === 0}>
        {(d) => {
          const languages = d.languages.map((r) => ({ id: r.language, ...r }));
          const hours = d.hours.map((r) => ({ id: `${r.language}-${r.hour}`, at: `${r.hour}:00 ${r.language}`, ...r }));
          return (
            <>
              <ChartFigure
                title={`${T}.languages`}
                rows={languages}
                band="language"
                series={OUTCOMES}
                stacked
                columns={[
                  { label: `${T}.language`, render: (r) => r.language },
                  ...figureColumns<(typeof languages)[number]>(),
                ]}
              />
              <ChartFigure
                title={`${T}.hours`}
                rows={hours}
                band="at"
                series={OUTCOMES}
                stacked
                columns={[
                  { label: `${T}.language`, render: (r) => r.language },
                  { label: `${T}.hour`, render: (r) => `${String(r.hour).padStart(2, '0')}:00` },
                  ...figureColumns<(typeof hours)[number]>(),
                ]}
              />
            </>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
