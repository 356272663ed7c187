import { ConsumerMoreScope, useConsumerMore } from './provider';
import { ReadState } from './parts';
import { PlanOrdersTable, type PlanOrder } from './PlanOrdersTable';

function BpShield() {
  const query = useConsumerMore<PlanOrder[]>('bpShield');
  return (
    <ReadState query={query} empty="consumer360More.empty.plans">
      {(orders) => <PlanOrdersTable orders={orders} label="consumer360More.tab.bp-shield" />}
    </ReadState>
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
