import { useState } from 'react';
import { MenuItem, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { getTpDashboard } from '../../../dataProviders/crm/dashboards';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { formatInr } from '../../format';
import { ChartFigure } from './ChartFigure';

const T = 'dashboards.tp';
const WINDOWS = [7, 14, 30, 90] as const;

/**
 * /tp-dashboard (spec §2.3 Dashboards; issue 46 item 1): the TP club and deposits book (investment accounts and their
 * transactions): balances by product, and money in and out by product and day over the chosen window.
 */
export default function TpDashboardPage() {
  const translate = useTranslate();
  const [days, setDays] = useState<number>(14);
  const book = useQuery({
    queryKey: ['dashboards', 'tp', days],
    queryFn: ({ signal }) => getTpDashboard(days, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <PageFrame title="dashboards.tp_title">
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <TextField
        select
        size="small"
        label={translate(`${T}.days`)}
        value={days}
        onChange={(e) => setDays(Number(e.target.value))}
        sx={{ mb: 3, minWidth: 160 }}
      >
        {WINDOWS.map((d) => (
          <MenuItem key={d} value={d}>
            {d}
          </MenuItem>
        ))}
      </TextField>
      <QueryState query={book} items="dashboards.items" isEmpty={(b) => b.balances.length === 0}>
        {(b) => (
          <>
            <ChartFigure
              title={`${T}.balances`}
              rows={b.balances.map((r) => ({ id: r.product, ...r }))}
              band="product"
              series={[{ field: 'balance', label: `${T}.balance` }]}
              columns={[
                { label: `${T}.product`, render: (r) => r.product },
                { label: `${T}.accounts`, render: (r) => r.accounts },
                { label: `${T}.balance`, render: (r) => formatInr(r.balance) },
              ]}
            />
            <ChartFigure
              title={`${T}.flows`}
              rows={b.flows.map((r) => ({ id: `${r.product}-${r.day}`, at: `${r.day} ${r.product}`, ...r }))}
              band="at"
              series={[
                { field: 'inflow', label: `${T}.inflow` },
                { field: 'outflow', label: `${T}.outflow` },
              ]}
              columns={[
                { label: `${T}.day`, render: (r) => r.day },
                { label: `${T}.product`, render: (r) => r.product },
                { label: `${T}.inflow`, render: (r) => formatInr(r.inflow) },
                { label: `${T}.outflow`, render: (r) => formatInr(r.outflow) },
              ]}
            />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
