import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { istDayOf } from '../../../contract/business-time.js';
import { merchantId } from '../../../contract/merchant-changes/bank.js';
import { SPEAKER_CALLS, SPEAKER_RENT_WAIVERS } from '../../../contract/speaker/calls.js';
import { SPEAKER_MESSAGES as M, SPEAKER_WAIVER_KIND } from '../../../contract/speaker/rules.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { pendingOn } from '../../repositories/merchant-bank.js';
import { placeChangeRequest } from '../../repositories/merchant-change-place.js';
import { findInvoice, invoicesOf, speakerDevice } from '../../repositories/speaker.js';
import { serve } from '../declared.js';
import { conflictOnUnique } from '../once-only.js';
import { sendPdf, textPdf } from '../postpe/consumer-bill-pdf.js';
import { idParam, okSchema } from '../success-envelope.js';
import { changeRequestsQuery, raised, serveChangeRequests } from './change-requests.js';
import { ok } from './envelope.js';
import { changeDto } from './merchant-change-schemas.js';
import { invoiceDto, waiverBody } from './speaker-schemas.js';

/** The rupee text of a PDF (its standard font cannot draw ₹). */
const rs = (n: number) => `Rs. ${n.toFixed(2)}`;

/**
 * A speaker's rent: its waive-off, the SPEAKER_RENT_WAIVER maker/checker kind (listed and raised here, decided at the
 * shared decision endpoint, KIND_RULES), and its invoices with each one's PDF.
 */
export function speakerRentRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  serveChangeRequests(app, db, SPEAKER_CALLS.waivers, {
    kind: SPEAKER_WAIVER_KIND,
    decide: SPEAKER_RENT_WAIVERS.access.decide,
    query: changeRequestsQuery,
  });

  serve(
    app,
    SPEAKER_CALLS.raiseWaiver,
    { body: waiverBody, response: { 201: okSchema(changeDto) } },
    async (request, reply) => {
      const maker = principalOf(request);
      const body = request.body;
      return raised(db, reply, async (trx) => {
        const device = await speakerDevice(trx, body.serial);
        if (!device || device.merchant_id !== body.merchantId || device.returned_at !== null)
          throw new RequestError(404, M.deviceNotFound);
        const rent = Number(device.monthly_rental);
        if (body.monthlyAmount > rent) throw new RequestError(400, M.waiverTooLarge);
        if (await pendingOn(trx, SPEAKER_WAIVER_KIND, body.merchantId, device.id))
          throw new RequestError(409, M.waiverPending);
        const dto = await placeChangeRequest(trx, {
          kind: SPEAKER_WAIVER_KIND,
          productType: device.model,
          targetId: device.id,
          targetVersion: device.version,
          proposed: { ...body, totalWaived: Math.round(body.monthlyAmount * body.months * 100) / 100 },
          previous: { merchantId: body.merchantId, serial: body.serial, monthlyRent: rent },
          maker,
          remarks: body.reason,
          at: Date.now(),
          merchantId: body.merchantId,
          auditAction: 'speaker_rent_waiver_request.create',
        }).catch(conflictOnUnique(M.waiverPending));
        return ok(dto, M.waiverRaised);
      });
    },
  );

  serve(
    app,
    SPEAKER_CALLS.invoices,
    { params: z.object({ merchantId }), response: { 200: okSchema(z.array(invoiceDto)) } },
    async (request) => ok(await invoicesOf(db, request.params.merchantId)),
  );

  serve(app, SPEAKER_CALLS.invoicePdf, { params: idParam() }, async (request, reply) => {
    const invoice = await findInvoice(db, request.params.id);
    if (!invoice) throw new RequestError(404, M.invoiceNotFound);
    const pdf = textPdf([
      `Speaker rent invoice ${invoice.invoiceNo}`,
      `Merchant: ${invoice.merchantId}   Device: ${invoice.serial}`,
      `Month: ${invoice.month}   Issued: ${istDayOf(invoice.issuedAt)}`,
      `Monthly rent: ${rs(invoice.rent)}`,
      `Waived: ${rs(invoice.waived)}`,
      `Amount due: ${rs(invoice.amount)}   Status: ${invoice.status}`,
    ]);
    return sendPdf(reply, `${invoice.invoiceNo}.pdf`, pdf);
  });
}
