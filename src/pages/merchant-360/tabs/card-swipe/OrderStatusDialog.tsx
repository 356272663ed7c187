import { Button, Dialog, DialogActions, DialogContent, Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ClosableDialogTitle } from '../../../../common/ClosableDialogTitle';
import { ColumnTable } from '../../../../common/ColumnTable';
import { QueryState } from '../../../../common/QueryState';
import { formatDateTime, formatInr } from '../../../../format';
import { Field } from '../../Field';
import { StatusText } from '../../StatusText';
import { useMerchantRead } from '../../useMerchant';

const T = 'bharatSwipe.orders';

/** As the backend answers it: the order's row, then where it is (courier, AWB) and how it got there. */
interface OrderStatus {
  orderId: string;
  storeId: string;
  plan: string;
  quantity: number;
  amount: number;
  status: string;
  createdAt: number;
  updatedAt: number;
  courier: string | null;
  awb: string | null;
  history: { status: string; at: number }[];
}

/** One device order's status (spec §7.4 bharat-swipe/orders/status/{merchantId}/{orderId}) and its history. */
export function OrderStatusDialog({
  merchantId,
  orderId,
  onClose,
}: {
  merchantId: string;
  orderId: string;
  onClose(): void;
}) {
  const translate = useTranslate();
  const read = useMerchantRead<OrderStatus>(merchantId, 'swipeOrderStatus', { orderId });
  return (
    <Dialog open onClose={onClose} aria-labelledby="swipe-order-title" maxWidth="md" fullWidth>
      <ClosableDialogTitle id="swipe-order-title" onClose={onClose}>
        {translate(`${T}.status_title`, { orderId })}
      </ClosableDialogTitle>
      <DialogContent>
        <QueryState query={read}>
          {(o) => (
            <>
              <Grid container spacing={2} sx={{ mb: 2 }}>
                <Field label="bharatSwipe.months.status">
                  <StatusText value={o.status} />
                </Field>
                <Field label="bharatSwipe.qr.store" value={o.storeId} />
                <Field label={`${T}.plan`} value={o.plan} />
                <Field label={`${T}.quantity`} value={o.quantity} />
                <Field label={`${T}.amount`} value={formatInr(o.amount)} />
                <Field label={`${T}.courier`} value={o.courier} />
                <Field label={`${T}.awb`} value={o.awb} />
                <Field label={`${T}.created_at`} value={formatDateTime(o.createdAt)} />
              </Grid>
              <ColumnTable
                label={`${T}.history`}
                rows={o.history.map((h, i) => ({ ...h, id: i }))}
                columns={[
                  { label: 'bharatSwipe.months.status', render: (h) => <StatusText value={h.status} /> },
                  { label: `${T}.at`, render: (h) => formatDateTime(h.at) },
                ]}
              />
            </>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('bharatSwipe.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
