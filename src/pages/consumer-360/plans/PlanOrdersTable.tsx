import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatusChip } from '../../../common/StatusChip';
import { formatDate, formatDateTime, formatInr, orNotAvailable } from '../../../format';
import { ScrollRegion } from '../../../common/ScrollRegion';

/** Spec §3.14 plan order, as the server sends it. */
export interface PlanOrder {
  id: number;
  membershipId: string;
  vasOrderId: string;
  transactionId: string;
  eligibilityDate: number | null;
  createdAt: number;
  planName: string;
  planCode: string;
  planMrp: number;
  status: string;
  activationDate: number | null;
  expirationDate: number | null;
  cancelDate: number | null;
  isCancellable: boolean;
}

const COLUMNS: readonly [string, (o: PlanOrder) => ReactNode][] = [
  ['membership_id', (o) => o.membershipId],
  ['vas_order_id', (o) => o.vasOrderId],
  ['transaction_id', (o) => o.transactionId],
  ['eligibility_date', (o) => formatDate(o.eligibilityDate, 'seconds')],
  ['created_at', (o) => formatDateTime(o.createdAt, 'seconds')],
  ['plan_name', (o) => o.planName],
  ['plan_code', (o) => o.planCode],
  ['plan_mrp', (o) => formatInr(o.planMrp)],
  ['status', (o) => <StatusChip status={o.status} />],
  ['activation_date', (o) => formatDate(o.activationDate, 'seconds')],
  ['expiration_date', (o) => formatDate(o.expirationDate, 'seconds')],
  ['cancel_date', (o) => orNotAvailable(o.cancelDate === null ? null : formatDate(o.cancelDate, 'seconds'))],
];

/** The plan orders of BP Shield and VAS Plans (§3.14); `action` renders a last column (VAS: Cancel). */
export function PlanOrdersTable({
  orders,
  label,
  action,
}: {
  orders: readonly PlanOrder[];
  label: string;
  action?: { header: string; render: (o: PlanOrder) => ReactNode };
}) {
  const translate = useTranslate();
  return (
    <ScrollRegion label={translate(label)}>
      <Table size="small" aria-label={translate(label)}>
        <TableHead>
          <TableRow>
            {COLUMNS.map(([key]) => (
              <TableCell key={key}>{translate(`consumer360Products.plan.${key}`)}</TableCell>
            ))}
            {action && <TableCell>{translate(action.header)}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((o) => (
            <TableRow key={o.id}>
              {COLUMNS.map(([key, render]) => (
                <TableCell key={key}>{render(o) ?? translate('entity360.not_available')}</TableCell>
              ))}
              {action && <TableCell>{action.render(o)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
