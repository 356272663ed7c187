import { BillPaymentsList } from './BillPaymentsList';
import { ConsumerProductsScope } from '../provider';

/** Credit Card Bill Payment (spec §3.19, §4, §6): paged 20; Scratchcard and Limit actions for permitted users. */
export default function CcBillPaymentsTab() {
  return (
    <ConsumerProductsScope>
      <BillPaymentsList kind="CREDIT_CARD" label="consumer360Products.tab.cc-bill-payments" />
    </ConsumerProductsScope>
  );
}
