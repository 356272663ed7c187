import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { listQrOrders, refundQrOrder, type QrOrder } from '../../../dataProviders/payment-support/qr-orders';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { qrRefundSummary } from '../merchant-calls/summaries';

const Q = 'merchantCalls.qr';
export const QR_PAGE_LIMIT = 20;
const COLUMNS = ['order_id', 'merchant', 'amount', 'payer_vpa', 'status', 'created_at', 'refund_reference'] as const;

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
  const { canAccess: mayRefund } = useCanAccess({ resource: 'qr-orders.refund', action: 'access' });
  const query = useQuery({
    queryKey: ['qr-orders', page],
    queryFn: ({ signal }) => listQrOrders(page, QR_PAGE_LIMIT, signal),
    placeholderData: (previous) => previous,
  });
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
              <Table size="small" aria-label={translate(`${Q}.list_label`)}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((c) => (
                      <TableCell key={c}>{translate(`${Q}.${c}`)}</TableCell>
                    ))}
                    {mayRefund && <TableCell>{translate(`${Q}.refund`)}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.list.map((o) => (
                    <TableRow key={o.orderId}>
                      <TableCell>{o.orderId}</TableCell>
                      <TableCell>{`${o.merchantName} (${o.merchantId})`}</TableCell>
                      <TableCell>{formatInr(o.amount)}</TableCell>
                      <TableCell>{orNotAvailable(o.payerVpa)}</TableCell>
                      <TableCell>
                        <StatusChip status={translate(`${Q}.state.${o.status}`)} />
                      </TableCell>
                      <TableCell>{formatDateTime(o.createdAt)}</TableCell>
                      <TableCell>{orNotAvailable(o.refundReference)}</TableCell>
                      {mayRefund && (
                        <TableCell>
                          {o.status === 'PAID' && (
                            <Button
                              size="small"
                              onClick={() => setRefunding(o)}
                              aria-label={translate(`${Q}.refund_order`, { id: o.orderId })}
                            >
                              {translate(`${Q}.refund`)}
                            </Button>
                          )}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PagePager page={page} pages={pages} onChange={setPage} />
          </>
        )}
      </QueryState>
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </Box>
  );
}
