import { BillPaymentsList } from './BillPaymentsList';
import { ConsumerMoreScope } from '../provider';

/** Credit Card Bill Payment (spec §3.19, §4, §6): paged 20; Scratchcard and Limit actions for permitted users. */
export default function CcBillPaymentsTab() {
  return (
    <ConsumerMoreScope>
      <BillPaymentsList kind="CREDIT_CARD" label="consumer360More.tab.cc-bill-payments" />
    </ConsumerMoreScope>
  );
}
