import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IST_OFFSET_MS } from '../../../contract/business-time.js';
import { toPaise } from '../../../contract/money.js';
import {
  MONTH_PATTERN,
  SWIPE_BILLING_ENDPOINTS,
  SWIPE_BILLING_MESSAGES as M,
} from '../../../contract/swipe-billing/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { sendPdf, textPdf } from '../postpe/consumer-bill-pdf.js';
import { serve } from '../declared.js';
import { merchantIdParams, requireMerchant } from './merchant-common.js';

const params = merchantIdParams.extend({ month: z.string().regex(MONTH_PATTERN, M.month) });

/** Pure: the IST month `YYYY-MM` as [start, end) in epoch ms. */
export function monthBounds(month: string): [number, number] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return [Date.UTC(y, m - 1, 1) - IST_OFFSET_MS, Date.UTC(y, m, 1) - IST_OFFSET_MS];
}

/** Pure: rupees from whole paise, as the PDFs print them. */
const rs = (paise: number) => `Rs. ${(paise / 100).toFixed(2)}`;

/**
 * The /swipe invoice downloads (issue 44): a merchant's card-swipe rent invoice of a month (each SWIPE device it held
 * during the month at its monthly rent, totalled in paise) and its chargeback invoice (its SWIPE chargeback
 * transactions of the month), each a PDF from the shared builder; 404 when the month has nothing to invoice.
 */
export async function swipeBillingRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, SWIPE_BILLING_ENDPOINTS.invoicePdf, { params }, async (request, reply) => {
    const { merchantId, month } = request.params;
    const merchant = await requireMerchant(db, merchantId);
    const [start, end] = monthBounds(month);
    const devices = await db
      .selectFrom('merchant_devices')
      .select(['device_serial', 'model', 'monthly_rental'])
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', 'SWIPE')
      .where('assigned_at', '<', end)
      .where((eb) => eb.or([eb('returned_at', 'is', null), eb('returned_at', '>=', start)]))
      .orderBy('device_serial')
      .execute();
    if (devices.length === 0) throw new RequestError(404, M.noDevices);
    const total = devices.reduce((t, d) => t + toPaise(d.monthly_rental), 0);
    const invoiceNo = `SWINV-${merchantId}-${month}`;
    const pdf = textPdf([
      `Card swipe rent invoice ${invoiceNo}`,
      `Merchant: ${merchantId} ${merchant.name}`,
      `Month: ${month}`,
      ...devices.map((d) => `${d.device_serial}  ${d.model}  monthly rent ${rs(toPaise(d.monthly_rental))}`),
      `Total rent: ${rs(total)}`,
    ]);
    return sendPdf(reply, `${invoiceNo}.pdf`, pdf);
  });

  serve(app, SWIPE_BILLING_ENDPOINTS.chargebackInvoicePdf, { params }, async (request, reply) => {
    // The chargeback table names its merchants (some outside the merchant table): no merchant lookup here.
    const { merchantId, month } = request.params;
    const [start, end] = monthBounds(month);
    const rows = await db
      .selectFrom('chargeback_transactions')
      .select(['payment_transaction_id', 'payment_timestamp', 'amount'])
      .where('merchant_id', '=', merchantId)
      .where('source_product', '=', 'SWIPE')
      .where('payment_timestamp', '>=', start)
      .where('payment_timestamp', '<', end)
      .orderBy('payment_timestamp')
      .execute();
    if (rows.length === 0) throw new RequestError(404, M.noChargebacks);
    const total = rows.reduce((t, r) => t + toPaise(r.amount), 0);
    const invoiceNo = `SWCB-${merchantId}-${month}`;
    const pdf = textPdf([
      `Card swipe chargeback invoice ${invoiceNo}`,
      `Merchant: ${merchantId}   Month: ${month}`,
      ...rows.map((r) => `${r.payment_transaction_id}  ${rs(toPaise(r.amount))}`),
      `Chargebacks: ${rows.length}   Total: ${rs(total)}`,
    ]);
    return sendPdf(reply, `${invoiceNo}.pdf`, pdf);
  });
}
