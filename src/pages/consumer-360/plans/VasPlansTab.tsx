import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { canCancelVas } from '../../../../contract/consumer/plans';
import { useChangeMutation } from '../../../common/useChangeMutation';
import { useEntity360 } from '../../../common/entity-360';
import { ConfirmDialog } from '../actions/ConfirmDialog';
import { ConsumerProductsScope, PRODUCT_QUERY_KEY, useConsumerProduct, useConsumerProductsProvider } from '../provider';
import { GatedButton } from '../actions/GatedButton';
import { useActionAllowed } from '../actions/useActionAllowed';
import { PlanOrdersTable, type PlanOrder } from './PlanOrdersTable';
import { QueryState } from '../../../common/QueryState';

function CancelVas({ order }: { order: PlanOrder }) {
  const translate = useTranslate();
  const provider = useConsumerProductsProvider();
  const { entityId } = useEntity360();
  const [open, setOpen] = useState(false);
  const cancel = useChangeMutation({
    call: (_: void, key) => provider.cancelVasOrder({ orderId: order.vasOrderId, consumerId: Number(entityId) }, key),
    success: ({ message }) => message || 'consumer360Products.vas.cancelled',
    failure: null,
    refresh: [[PRODUCT_QUERY_KEY]],
    done: () => setOpen(false),
  });
  return (
    <>
      <GatedButton
        deniedReason="consumer360Products.why.permission"
        action="cancelVas"
        label="consumer360Products.vas.cancel"
        unavailable={canCancelVas(order) ? null : translate('consumer360Products.why.not_cancellable')}
        onClick={() => setOpen(true)}
      />
      {open && (
        <ConfirmDialog
          title={translate('consumer360Products.vas.confirm_title')}
          effect={translate('consumer360Products.vas.confirm_effect', { plan: order.planName, id: order.vasOrderId })}
          confirmLabel={translate('consumer360Products.vas.confirm')}
          busy={cancel.isPending}
          onClose={() => setOpen(false)}
          onConfirm={() => cancel.mutate()}
        />
      )}
    </>
  );
}

function VasPlans() {
  const query = useConsumerProduct<PlanOrder[]>('vasOrders');
  const mayCancel = useActionAllowed('cancelVas');
  return (
    <QueryState query={query} emptyMessage="consumer360Products.empty.plans">
      {(orders) => (
        <PlanOrdersTable
          orders={orders}
          label="consumer360Products.tab.vas-plans"
          action={
            mayCancel
              ? { header: 'consumer360Products.col.actions', render: (o) => <CancelVas order={o} /> }
              : undefined
          }
        />
      )}
    </QueryState>
  );
}

/** VAS Plans (spec §3.14, §4): Cancel only when isCancellable (CAN_CANCEL_VAS_ORDER), confirmed; the list reloads. */
export default function VasPlansTab() {
  return (
    <ConsumerProductsScope>
      <VasPlans />
    </ConsumerProductsScope>
  );
}
