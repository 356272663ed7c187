import { ConsumerMoreScope } from '../provider';
import { LoansView } from './LoansView';

/** Consumer Durable Loans (spec §2.13: identifier CONSUMER_DURABLE_LOAN). */
export default function DurableLoansTab() {
  return (
    <ConsumerMoreScope>
      <LoansView identifier="CONSUMER_DURABLE_LOAN" />
    </ConsumerMoreScope>
  );
}
