import { BillPaymentsList } from './BillPaymentsList';
import { ConsumerProductsScope } from '../provider';

/** Postpe Bill Payment (spec §3.19, §4, §6): paged 20; Scratchcard and Limit actions for permitted users. */
export default function PostpeBillPaymentsTab() {
  return (
    <ConsumerProductsScope>
      <BillPaymentsList kind="POSTPE" label="consumer360Products.tab.postpe-bill-payments" />
    </ConsumerProductsScope>
  );
}
