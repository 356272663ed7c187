import { useQuery } from '@tanstack/react-query';
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  getDeliveryDashboard,
  type DeliveryDashboard,
} from '../../../dataProviders/merchant-support/device-onboarding';
import { ColumnTable } from '../../common/ColumnTable';
import { QueryState } from '../../common/QueryState';
import type { SubPageProps } from '../devices/sub-pages';

const T = 'devices.onboarding';

/**
 * The delivery dashboard (/swipe/delivery-dashboard): the product's devices allocated, shipped and delivered, per state
 * and per courier and state, and the SLA breaches, from the server's aggregate queries.
 */
export default function DeliveryDashboardView({ kind }: SubPageProps) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['delivery-dashboard', kind],
    queryFn: ({ signal }) => getDeliveryDashboard(kind, signal),
  });
  return (
    <QueryState query={query} isEmpty={(d: DeliveryDashboard) => d.byState.length === 0} items={`${T}.items`}>
      {(d) => (
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate(`${T}.dashboard_title`)}
          </Typography>
          <Alert severity={d.slaBreaches > 0 ? 'warning' : 'success'}>
            {translate(`${T}.breaches`, { count: d.slaBreaches })}
          </Alert>
          <ColumnTable
            label={`${T}.by_state`}
            rows={d.byState.map((r) => ({ ...r, id: r.state }))}
            columns={[
              { label: `${T}.f.state`, render: (r) => translate(`devices.states.${r.state}`) },
              { label: `${T}.f.count`, render: (r) => String(r.count) },
            ]}
          />
          <ColumnTable
            label={`${T}.by_courier`}
            rows={d.byCourier.map((r) => ({ ...r, id: `${r.courier}|${r.state}` }))}
            columns={[
              { label: `${T}.f.courier`, render: (r) => r.courier || translate(`${T}.unassigned`) },
              { label: `${T}.f.state`, render: (r) => translate(`devices.states.${r.state}`) },
              { label: `${T}.f.count`, render: (r) => String(r.count) },
            ]}
          />
        </Stack>
      )}
    </QueryState>
  );
}
