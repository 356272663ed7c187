import { ConsumerProductsScope, useConsumerProduct } from '../provider';
import { PlanOrdersTable, type PlanOrder } from './PlanOrdersTable';
import { QueryState } from '../../../common/QueryState';

function BpShield() {
  const query = useConsumerProduct<PlanOrder[]>('bpShield');
  return (
    <QueryState query={query} emptyMessage="consumer360Products.empty.plans">
      {(orders) => <PlanOrdersTable orders={orders} label="consumer360Products.tab.bp-shield" />}
    </QueryState>
  );
}

/** BP Shield (spec §2.13 plans, §3.14): the consumer's plan orders; 'No Plan found!' when none. */
export default function BpShieldTab() {
  return (
    <ConsumerProductsScope>
      <BpShield />
    </ConsumerProductsScope>
  );
}
