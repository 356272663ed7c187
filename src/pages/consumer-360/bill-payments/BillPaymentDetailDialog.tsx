import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { RowDialogButton } from '../../../common/RowDialogButton';
import { StatusChip } from '../../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../../format';
import { FieldGrid } from '../FieldGrid';
import { BillPaymentActions, type BillPaymentRow } from './BillPaymentActions';
import { useActionAllowed } from '../actions/useActionAllowed';

/** A bill order (spec §3.19) as its list and the Timeline give it. */
export interface BillPaymentDetail extends BillPaymentRow {
  [field: string]: unknown;
  paymentDate: number;
  updateAt: number;
  billOrderType: string;
  billerCategory: string;
  cashbackDetails: { cashbackAmount: number | null };
  scratchcard: { issueDate: number | null; expiry: number | null; status: string | null };
  statusHistory?: { status: string; at: number }[];
  authenticators?: { parameter_name: string; value: string }[];
  vasOrderDetailDto: { planName: string; planCode: string; membershipId: string; status: string } | null;
}

const TEXT_FIELDS = [
  ['sourceRefId', 'order_id'],
  ['userId', 'user_id'],
  ['billerId', 'biller_id'],
  ['billerName', 'biller_name'],
  ['billerCategory', 'biller_category'],
  ['billerType', 'biller_type'],
  ['billOrderType', 'bill_order_type'],
  ['billerPartner', 'biller_partner'],
  ['partnerRefNo', 'partner_ref_no'],
  ['last4digits', 'last4digits'],
  ['bank', 'bank'],
  ['cardOwnerName', 'card_owner'],
  ['category', 'category'],
  ['paymentMode', 'payment_mode'],
  ['paymentClient', 'payment_client'],
  ['gatewayReferenceId', 'gateway_reference'],
  ['transactionReferenceId', 'transaction_reference'],
  ['epgTxnId', 'epg_txn_id'],
  ['fulfilmentMethod', 'fulfilment_method'],
  ['txnType', 'txn_type'],
  ['bankRefNum', 'bank_ref_num'],
] as const;

/** One bill order's fields (§3.19), its status history, and the Scratchcard and Limit actions with their rules. */
export function BillPaymentDetailDialog({ row, onClose }: { row: BillPaymentDetail; onClose: () => void }) {
  const translate = useTranslate();
  const showActions = useActionAllowed('billActionsColumn');
  const text = (key: string) => orNotAvailable(row[key]);
  const money = (v: unknown) => (v === null || v === undefined ? null : formatInr(Number(v)));
  return (
    <Dialog open onClose={onClose} aria-labelledby="bill-payment-detail-title" maxWidth="md" fullWidth>
      <ClosableDialogTitle id="bill-payment-detail-title" onClose={onClose}>
        {translate('consumer360Products.detail.bill_payment', { ref: row.sourceRefId })}
      </ClosableDialogTitle>
      {/* Long: it scrolls, so it takes focus for keyboard users (axe scrollable-region-focusable). */}
      <DialogContent tabIndex={0}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <FieldGrid
            title="consumer360Products.detail.order"
            rows={[
              ...TEXT_FIELDS.map(([key, label]) => ({ label: `consumer360Products.bp.${label}`, value: text(key) })),
            ]}
          />
          <FieldGrid
            title="consumer360Products.detail.money"
            rows={[
              { label: 'consumer360Products.col.amount', value: formatInr(row.paymentAmount) },
              { label: 'consumer360Products.col.status', value: <StatusChip status={row.status} /> },
              { label: 'consumer360Products.col.payment_date', value: formatDateTime(row.paymentDate, 'seconds') },
              { label: 'consumer360Products.col.updated_at', value: formatDateTime(row.updateAt, 'seconds') },
              {
                label: 'consumer360Products.bp.payment_credit_date',
                value: row.paymentCreditDate ? formatDateTime(Number(row.paymentCreditDate), 'seconds') : null,
              },
              { label: 'consumer360Products.col.cashback', value: money(row.cashbackDetails.cashbackAmount) },
              { label: 'consumer360Products.bp.refund_amount', value: money(row.refundAmount) },
              { label: 'consumer360Products.bp.scratchcard_status', value: row.scratchcard.status },
              {
                label: 'consumer360Products.bp.scratchcard_issue',
                value: row.scratchcard.issueDate ? formatDateTime(row.scratchcard.issueDate, 'seconds') : null,
              },
              {
                label: 'consumer360Products.bp.scratchcard_expiry',
                value: row.scratchcard.expiry ? formatDateTime(row.scratchcard.expiry, 'seconds') : null,
              },
              {
                label: 'consumer360Products.col.vas_order',
                value: row.vasOrderDetailDto
                  ? `${row.vasOrderDetailDto.planName} (${row.vasOrderDetailDto.status})`
                  : null,
              },
              ...(row.authenticators ?? []).map((a) => ({ label: a.parameter_name, value: a.value })),
            ]}
          />
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
          {translate('consumer360Products.detail.history')}
        </Typography>
        <Table size="small" aria-label={translate('consumer360Products.detail.history')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('consumer360Products.col.date')}</TableCell>
              <TableCell>{translate('consumer360Products.col.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(row.statusHistory ?? []).map((h) => (
              <TableRow key={`${h.status}-${h.at}`}>
                <TableCell>{formatDateTime(h.at, 'seconds')}</TableCell>
                <TableCell>
                  <StatusChip status={h.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      {showActions && (
        <DialogActions>
          <RecordContextProvider value={row}>
            <BillPaymentActions />
          </RecordContextProvider>
        </DialogActions>
      )}
    </Dialog>
  );
}

/** The bill-payment list's View button: opens the row's detail dialog. */
export function BillPaymentViewButton() {
  return (
    <RowDialogButton<BillPaymentDetail> label="consumer360.action.view">
      {(row, close) => <BillPaymentDetailDialog row={row} onClose={close} />}
    </RowDialogButton>
  );
}
