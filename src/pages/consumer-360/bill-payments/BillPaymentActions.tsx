import { useState } from 'react';
import { Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { billActionRefusal, type BillPaymentAction } from '../../../../contract/consumer/bill-payments';
import { CONSUMER_PRODUCT_LISTS } from '../../../../dataProviders/postpe/consumer-products';
import { useEntity360 } from '../../../common/entity-360';
import { useChangeMutation } from '../../../common/useChangeMutation';
import { formatInr } from '../../../format';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { PRODUCT_QUERY_KEY, useConsumerProductsProvider } from '../provider';
import { GatedButton } from '../actions/GatedButton';

/** The fields of a bill payment (§3.19) the actions read. */
export interface BillPaymentRow {
  id: number;
  sourceRefId: string;
  paymentAmount: number;
  status: string;
  paymentMode: string;
  showAddCashbackButton: boolean;
  limitUpdatedAt: number | null;
}

function ActionButton({ row, action }: { row: BillPaymentRow; action: BillPaymentAction }) {
  const translate = useTranslate();
  const provider = useConsumerProductsProvider();
  const { entityId } = useEntity360();
  const [open, setOpen] = useState(false);
  const refusal = billActionRefusal(
    {
      status: row.status,
      paymentMode: row.paymentMode,
      showAddCashbackButton: row.showAddCashbackButton,
      limitUpdated: row.limitUpdatedAt !== null,
    },
    action,
  );
  const run = useChangeMutation({
    call: (_: void, key) => provider.billPaymentAction(action, row.id, { consumerId: Number(entityId) }, key),
    success: ({ message }) => message || `consumer360Products.bill.${action}_done`,
    failure: null,
    // The Timeline and its opened bill order read through PRODUCT_QUERY_KEY.
    refresh: [[CONSUMER_PRODUCT_LISTS.billPayments], [PRODUCT_QUERY_KEY]],
    done: () => setOpen(false),
  });
  return (
    <>
      <GatedButton
        deniedReason="consumer360Products.why.permission"
        action="billActions"
        label={`consumer360Products.bill.${action}`}
        unavailable={refusal ? translate(`consumer360Products.why.${refusal}`) : null}
        onClick={() => setOpen(true)}
      />
      {open && (
        <ConfirmDialog
          title={translate(`consumer360Products.bill.${action}_title`)}
          effect={translate(`consumer360Products.bill.${action}_effect`, {
            id: row.sourceRefId,
            amount: formatInr(row.paymentAmount),
          })}
          busy={run.isPending}
          onClose={() => setOpen(false)}
          onConfirm={() => run.mutate()}
        />
      )}
    </>
  );
}

/** The Actions cell: Scratchcard and Limit (spec §4, §6), each saying why when it is not available. */
export function BillPaymentActions() {
  const row = useRecordContext<BillPaymentRow>();
  if (!row) return null;
  return (
    <Stack direction="row" spacing={1}>
      <ActionButton row={row} action="scratchcard" />
      <ActionButton row={row} action="limit" />
    </Stack>
  );
}
