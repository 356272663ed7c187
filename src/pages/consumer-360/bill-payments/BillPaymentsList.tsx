import { DataTable, useTranslate } from 'react-admin';
import type { BillPaymentKind } from '../../../../contract/consumer/filters';
import { CONSUMER_PRODUCT_LISTS } from '../../../../dataProviders/postpe/consumer-products';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../../format';
import { textColumn } from '../HistoryColumns';
import { BillPaymentActions, type BillPaymentRow } from './BillPaymentActions';
import { BillPaymentViewButton } from './BillPaymentDetailDialog';
import { useActionAllowed } from '../actions/useActionAllowed';

interface Row extends BillPaymentRow {
  paymentDate: number;
  billOrderType: string;
  cashbackDetails: { cashbackAmount: number | null };
  scratchcard: { issueDate: number | null; expiry: number | null; status: string | null };
  vasOrderDetailDto: { planName: string; status: string } | null;
}

/** A bill-payment list (spec §3.19), paged 20 from pageNum 0; the Actions column for permitted users (§6). */
export function BillPaymentsList({ kind, label }: { kind: BillPaymentKind; label: string }) {
  const translate = useTranslate();
  const { entityId } = useEntity360();
  const showActions = useActionAllowed('billActionsColumn');
  return (
    <EntityListTab
      light
      resource={CONSUMER_PRODUCT_LISTS.billPayments}
      filter={{ consumerId: entityId, kind }}
      empty="consumer360Products.empty.bill_payments"
      label={label}
    >
      {textColumn('sourceRefId', 'consumer360Products.col.order_id')}
      <DataTable.Col<Row>
        label="consumer360Products.col.payment_date"
        disableSort
        render={(r) => formatDateTime(r.paymentDate, 'seconds')}
      />
      {textColumn('billerName', 'consumer360Products.col.biller_name')}
      {textColumn('billerCategory', 'consumer360Products.col.biller_category')}
      <DataTable.Col<Row> label="consumer360Products.col.bill_order_type" disableSort render={(r) => r.billOrderType} />
      {textColumn('last4digits', 'consumer360Products.col.last4digits')}
      <DataTable.Col<Row>
        label="consumer360Products.col.amount"
        disableSort
        render={(r) => formatInr(r.paymentAmount)}
      />
      <DataTable.Col<Row>
        label="consumer360Products.col.status"
        disableSort
        render={(r) => <StatusChip status={r.status} />}
      />
      {textColumn('paymentMode', 'consumer360Products.col.payment_mode')}
      <DataTable.Col<Row>
        label="consumer360Products.col.cashback"
        disableSort
        render={(r) =>
          r.cashbackDetails.cashbackAmount === null
            ? translate('entity360.not_available')
            : formatInr(r.cashbackDetails.cashbackAmount)
        }
      />
      <DataTable.Col<Row>
        label="consumer360Products.col.scratchcard"
        disableSort
        render={(r) =>
          r.scratchcard.status
            ? `${r.scratchcard.status} · ${formatDateTime(r.scratchcard.issueDate, 'seconds')} – ${formatDateTime(r.scratchcard.expiry, 'seconds')}`
            : translate('entity360.not_available')
        }
      />
      <DataTable.Col<Row>
        label="consumer360Products.col.vas_order"
        disableSort
        render={(r) =>
          orNotAvailable(r.vasOrderDetailDto && `${r.vasOrderDetailDto.planName} (${r.vasOrderDetailDto.status})`)
        }
      />
      <DataTable.Col label="consumer360Products.detail.column" disableSort>
        <BillPaymentViewButton />
      </DataTable.Col>
      {showActions && (
        <DataTable.Col label="consumer360Products.col.actions" disableSort>
          <BillPaymentActions />
        </DataTable.Col>
      )}
    </EntityListTab>
  );
}
