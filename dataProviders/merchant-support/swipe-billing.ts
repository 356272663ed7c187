/** The /swipe invoice downloads (contract/swipe-billing/calls.ts): a merchant's rent or chargeback invoice of a month. */
import { SWIPE_BILLING_ENDPOINTS as CALLS } from '../../contract/swipe-billing/calls';
import { fetchEndpointFile } from '../endpoint-client';

export type SwipeInvoiceKind = 'invoice' | 'chargeback';

/** The PDF and the name to save it under (as the server names it). */
export async function downloadSwipeInvoice(kind: SwipeInvoiceKind, merchantId: string, month: string) {
  const endpoint = kind === 'invoice' ? CALLS.invoicePdf : CALLS.chargebackInvoicePdf;
  const blob = await fetchEndpointFile(endpoint, { values: { merchantId, month } });
  return { blob, fileName: `${kind === 'invoice' ? 'SWINV' : 'SWCB'}-${merchantId}-${month}.pdf` };
}
