import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isIsoDay, istDayOf } from '../../../contract/business-time.js';
import { merchantId } from '../../../contract/merchant-changes/bank.js';
import { SPEAKER_CALLS, SPEAKER_RENT_WAIVERS } from '../../../contract/speaker/calls.js';
import {
  SPEAKER_AMOUNT_MAX,
  SPEAKER_LANGUAGES,
  SPEAKER_MESSAGES as M,
  SPEAKER_MODEL_MAX,
  SPEAKER_REASON_MAX,
  SPEAKER_TEXT_MAX,
  SPEAKER_WAIVER_KIND,
  WAIVER_MONTHS_MAX,
} from '../../../contract/speaker/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { pendingOn } from '../../repositories/merchant-bank.js';
import { placeChangeRequest } from '../../repositories/merchant-change-place.js';
import {
  findInvoice,
  findTest,
  insertSpeakerPrice,
  insertTest,
  invoicesOf,
  settleTests,
  speakerDevice,
  speakerPrices,
  testsOf,
  toDeviceDto,
  toTestDto,
  waitingTestOn,
} from '../../repositories/speaker.js';
import { serve } from '../declared.js';
import { conflictOnUnique } from '../once-only.js';
import { sendPdf, textPdf } from '../postpe/consumer-bill-pdf.js';
import { idParam, okSchema } from '../success-envelope.js';
import { changeRequestsQuery, raised, serveChangeRequests } from './change-requests.js';
import { ok } from './envelope.js';
import { changeDto } from './merchant-change-schemas.js';

const serialParams = z.object({
  serial: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,30}$/, 'Serial: 3 to 30 letters, digits or dashes.'),
});
const rupees = (max: number) =>
  z
    .number({ error: 'Must be an amount in rupees.' })
    .nonnegative('Must not be negative.')
    .max(max, `Must not exceed ${max}.`)
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: 'At most two decimals.',
    });
const text = (max: number, what: string) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what}: at most ${max} characters.`);

const deviceDto = z.object({
  serial: z.string(),
  merchantId: z.string(),
  storeId: z.string(),
  model: z.string(),
  status: z.string(),
  monthlyRental: z.number(),
  returned: z.boolean(),
});
const priceDto = z.object({
  id: z.number().int(),
  model: z.string(),
  oneTimePrice: z.number(),
  monthlyRent: z.number(),
  deposit: z.number(),
  effectiveFrom: z.string(),
  current: z.boolean(),
  createdBy: z.string(),
  createdAt: z.number(),
});
const priceBody = z.object({
  model: text(SPEAKER_MODEL_MAX, 'Model'),
  oneTimePrice: rupees(SPEAKER_AMOUNT_MAX),
  monthlyRent: rupees(SPEAKER_AMOUNT_MAX),
  deposit: rupees(SPEAKER_AMOUNT_MAX),
  effectiveFrom: z.string().refine(isIsoDay, 'Effective from: a date as yyyy-MM-dd.'),
});
const testDto = z.object({
  id: z.number().int(),
  serial: z.string(),
  merchantId: z.string(),
  text: z.string(),
  amount: z.number(),
  language: z.string(),
  status: z.string(),
  latencyMs: z.number().nullable(),
  sentBy: z.string(),
  sentAt: z.number(),
  answeredAt: z.number().nullable(),
  timeoutSeconds: z.number(),
});
const testBody = z.object({
  text: text(SPEAKER_TEXT_MAX, 'Announcement text'),
  amount: rupees(SPEAKER_AMOUNT_MAX),
  language: z.enum(SPEAKER_LANGUAGES, { error: 'Choose a language from the list.' }),
});
const waiverBody = z.object({
  merchantId,
  serial: serialParams.shape.serial,
  monthlyAmount: rupees(SPEAKER_AMOUNT_MAX).refine((n) => n > 0, 'Must be more than zero.'),
  months: z
    .number({ error: 'Months: a whole number.' })
    .int('Months: a whole number.')
    .min(1, 'At least 1 month.')
    .max(WAIVER_MONTHS_MAX, `At most ${WAIVER_MONTHS_MAX} months.`),
  reason: text(SPEAKER_REASON_MAX, 'Reason'),
});
const invoiceDto = z.object({
  id: z.number().int(),
  invoiceNo: z.string(),
  merchantId: z.string(),
  serial: z.string(),
  month: z.string(),
  status: z.string(),
  issuedAt: z.number(),
  rent: z.number(),
  waived: z.number(),
  amount: z.number(),
});

/** The rupee text of a PDF (its standard font cannot draw ₹). */
const rs = (n: number) => `Rs. ${n.toFixed(2)}`;

/**
 * /speaker's pricing, audio test, rent waive-off and invoices on the CRM API (issue 44 item 3, part). Every change is
 * one transaction with one audit row; the audio test's answer is played by the seeded device profiles; a waive-off is
 * the SPEAKER_RENT_WAIVER maker/checker kind (decided at the shared decision endpoint, KIND_RULES).
 */
export async function speakerRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    SPEAKER_CALLS.device,
    { params: serialParams, response: { 200: okSchema(deviceDto) } },
    async (request) => {
      const device = await speakerDevice(db, request.params.serial);
      if (!device) throw new RequestError(404, M.deviceNotFound);
      return ok(toDeviceDto(device));
    },
  );

  serve(app, SPEAKER_CALLS.prices, { response: { 200: okSchema(z.array(priceDto)) } }, async () =>
    ok(await speakerPrices(db, Date.now())),
  );

  serve(
    app,
    SPEAKER_CALLS.addPrice,
    { body: priceBody, response: { 201: okSchema(priceDto) } },
    async (request, reply) => {
      const actor = principalOf(request);
      const at = Date.now();
      if (request.body.effectiveFrom < istDayOf(at)) throw new RequestError(400, M.pricePast);
      const price = await db.transaction().execute(async (trx) => {
        const { id } = await insertSpeakerPrice(trx, request.body, actor.email, at).catch(
          conflictOnUnique(M.priceExists),
        );
        const added = (await speakerPrices(trx, at)).find((p) => p.id === id)!;
        await writeAudit(trx, {
          actor,
          action: 'speaker_price.create',
          entity: 'speaker_prices',
          entityId: id,
          after: added,
          at,
        });
        return added;
      });
      reply.code(201);
      return ok(price, M.priceAdded);
    },
  );

  serve(
    app,
    SPEAKER_CALLS.deviceTests,
    { params: serialParams, response: { 200: okSchema(z.array(testDto)) } },
    async (request) => {
      const { serial } = request.params;
      if (!(await speakerDevice(db, serial))) throw new RequestError(404, M.deviceNotFound);
      await settleTests(db, serial, Date.now());
      return ok((await testsOf(db, serial)).map(toTestDto));
    },
  );

  serve(
    app,
    SPEAKER_CALLS.sendTest,
    { params: serialParams, body: testBody, response: { 201: okSchema(testDto) } },
    async (request, reply) => {
      const actor = principalOf(request);
      const { serial } = request.params;
      const at = Date.now();
      const test = await db.transaction().execute(async (trx) => {
        const device = await speakerDevice(trx, serial);
        if (!device) throw new RequestError(404, M.deviceNotFound);
        await settleTests(trx, serial, at);
        if (await waitingTestOn(trx, serial)) throw new RequestError(409, M.testBusy);
        const sent = await insertTest(trx, {
          ...request.body,
          serial,
          merchantId: device.merchant_id,
          by: actor.email,
          at,
        }).catch(conflictOnUnique(M.testBusy));
        const dto = toTestDto(sent!);
        await writeAudit(trx, {
          actor,
          action: 'speaker_audio_test.send',
          entity: 'speaker_audio_tests',
          entityId: dto.id,
          after: dto,
          at,
        });
        return dto;
      });
      reply.code(201);
      return ok(test, M.testSent);
    },
  );

  serve(app, SPEAKER_CALLS.test, { params: idParam(), response: { 200: okSchema(testDto) } }, async (request) => {
    const found = await findTest(db, request.params.id);
    if (!found) throw new RequestError(404, M.invoiceNotFound);
    await settleTests(db, found.device_serial, Date.now());
    return ok(toTestDto((await findTest(db, found.id))!));
  });

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
