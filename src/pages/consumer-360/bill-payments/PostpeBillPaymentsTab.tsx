import { BillPaymentsList } from './BillPaymentsList';
import { ConsumerMoreScope } from '../provider';

/** Postpe Bill Payment (spec §3.19, §4, §6): paged 20; Scratchcard and Limit actions for permitted users. */
export default function PostpeBillPaymentsTab() {
  return (
    <ConsumerMoreScope>
      <BillPaymentsList kind="POSTPE" label="consumer360More.tab.postpe-bill-payments" />
    </ConsumerMoreScope>
  );
}
