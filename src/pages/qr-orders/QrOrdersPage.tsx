import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Paper, TableContainer, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { listQrOrders, refundQrOrder, type QrOrder } from '../../../dataProviders/payment-support/qr-orders';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { qrRefundSummary } from '../merchant-calls/summaries';

const Q = 'merchantCalls.qr';
export const QR_PAGE_LIMIT = 20;

type Row = QrOrder & { id: string };

/** The columns every viewer sees; the refund button is one more for those who may refund. */
function useColumns(): readonly TableColumn<Row>[] {
  const translate = useTranslate();
  return [
    { label: `${Q}.order_id`, render: (o) => o.orderId },
    { label: `${Q}.merchant`, render: (o) => `${o.merchantName} (${o.merchantId})` },
    { label: `${Q}.amount`, render: (o) => formatInr(o.amount) },
    { label: `${Q}.payer_vpa`, render: (o) => orNotAvailable(o.payerVpa) },
    { label: `${Q}.status`, render: (o) => <StatusChip status={translate(`${Q}.state.${o.status}`)} /> },
    { label: `${Q}.created_at`, render: (o) => formatDateTime(o.createdAt) },
    { label: `${Q}.refund_reference`, render: (o) => orNotAvailable(o.refundReference) },
  ];
}

/** The manual refund of one paid order: restated first (order, merchant, amount), sent once (Idempotency-Key). */
function RefundDialog({ order, onClose }: { order: QrOrder | null; onClose(): void }) {
  const translate = useTranslate();
  const refund = useChangeMutation({
    call: (o: QrOrder, idempotencyKey) => refundQrOrder({ orderId: o.orderId, idempotencyKey }),
    success: (o) => translate(`${Q}.refunded`, { id: o.orderId, amount: formatInr(o.amount) }),
    failure: `${Q}.failed`,
    refresh: [['qr-orders']],
    done: onClose,
  });
  return (
    <RemarksDialog
      open={order !== null}
      title={`${Q}.confirm_title`}
      confirmLabel={`${Q}.refund`}
      remarks={false}
      busy={refund.isPending}
      summary={order ? qrRefundSummary(translate, order) : undefined}
      onCancel={onClose}
      onConfirm={() => order && refund.mutate(order)}
    />
  );
}

/**
 * /qr-orders (issue 43 item 7): the payment-support QR orders, newest first, by page (`page`, `limit` from 1), each
 * answer taken through payment-support's rule (status_code 200, or 'Processed!'); a paid order can be refunded once by
 * whoever holds CAN_REFUND_QR_ORDER.
 */
export default function QrOrdersPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<QrOrder | null>(null);
  const columns = useColumns();
  const { canAccess: mayRefund } = useCanAccess({ resource: 'qr-orders.refund', action: 'access' });
  const query = useQuery({
    queryKey: ['qr-orders', page],
    queryFn: ({ signal }) => listQrOrders(page, QR_PAGE_LIMIT, signal),
    placeholderData: (previous) => previous,
  });
  const refundColumn: TableColumn<Row> = {
    label: `${Q}.refund`,
    render: (o) =>
      o.status === 'PAID' && (
        <Button
          size="small"
          onClick={() => setRefunding(o)}
          aria-label={translate(`${Q}.refund_order`, { id: o.orderId })}
        >
          {translate(`${Q}.refund`)}
        </Button>
      ),
  };
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / QR_PAGE_LIMIT));
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${Q}.title`)}
      </Typography>
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} items={`${Q}.items`}>
        {(data) => (
          <>
            <TableContainer component={Paper} variant="outlined">
              <ColumnTable
                label={`${Q}.list_label`}
                rows={data.list.map((o) => ({ ...o, id: o.orderId }))}
                columns={mayRefund ? [...columns, refundColumn] : columns}
              />
            </TableContainer>
            <PagePager page={page} pages={pages} onChange={setPage} />
          </>
        )}
      </QueryState>
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </Box>
  );
}
