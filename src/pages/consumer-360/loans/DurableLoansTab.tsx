import { ConsumerProductsScope } from '../provider';
import { LoansView } from './LoansView';

/** Consumer Durable Loans (spec §2.13: identifier CONSUMER_DURABLE_LOAN). */
export default function DurableLoansTab() {
  return (
    <ConsumerProductsScope>
      <LoansView identifier="CONSUMER_DURABLE_LOAN" />
    </ConsumerProductsScope>
  );
}
