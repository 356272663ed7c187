import { ConsumerMoreScope, useConsumerMore } from '../provider';
import { PlanOrdersTable, type PlanOrder } from './PlanOrdersTable';
import { QueryState } from '../../../common/QueryState';

function BpShield() {
  const query = useConsumerMore<PlanOrder[]>('bpShield');
  return (
    <QueryState query={query} emptyMessage="consumer360More.empty.plans">
      {(orders) => <PlanOrdersTable orders={orders} label="consumer360More.tab.bp-shield" />}
    </QueryState>
  );
}

/** BP Shield (spec §2.13 plans, §3.14): the consumer's plan orders; 'No Plan found!' when none. */
export default function BpShieldTab() {
  return (
    <ConsumerMoreScope>
      <BpShield />
    </ConsumerMoreScope>
  );
}
