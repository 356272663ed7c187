import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Endpoint } from '../../../contract/endpoint.js';
import type { Database } from '../../db/database.js';
import { MERCHANT_LISTS, MERCHANT_READS, MERCHANT_ACTIONS } from '../../../contract/merchant/calls.js';
import { serve } from '../declared.js';
import { z } from 'zod';
import { MERCHANT_MESSAGES } from '../../../contract/merchant/messages.js';
import { merchantIdSchema } from '../../../contract/merchant/rules.js';
import { SMS_SERVICES, SMS_TEMPLATES, templateOf } from '../../../contract/merchant/sms.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { listCalls, listTickets, recordCall } from '../../repositories/merchant-desk.js';
import { auditMerchantAction, messageMerchant, requireChangeable } from '../merchant-support/merchant-change.js';
import { requireMerchant, seconds } from '../merchant-support/merchant-common.js';
import { listOf, one } from '../merchant-support/merchant-schemas.js';
import { ok } from './envelope.js';

const byMerchant = z.object({ merchantId: merchantIdSchema });
const ticketDto = z.object({
  id: z.string(),
  ticketId: z.string(),
  subject: z.string(),
  status: z.string(),
  priority: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
const callDto = z.object({
  id: z.number().int(),
  direction: z.string(),
  status: z.string(),
  agentEmail: z.string().nullable(),
  durationSeconds: z.number().int(),
  createdAt: z.number().int(),
});
const templateDto = z.object({ id: z.string(), templateId: z.string(), name: z.string(), body: z.string() });
const done = one(z.object({ id: z.number().int() }));

/** Serves a declared whole list of one merchant's rows (`?merchantId=`): 404 for an unknown merchant, then each row as `dto`. */
function serveMerchantRows<R>(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint,
  dto: z.ZodType,
  read: (database: Kysely<Database>, merchantId: string) => Promise<R[]>,
  toDto: (row: R) => unknown,
): void {
  serve(app, endpoint, { querystring: byMerchant, response: listOf(dto) }, async (request) => {
    await requireMerchant(db, request.query.merchantId);
    return ok((await read(db, request.query.merchantId)).map(toDto));
  });
}

/**
 * Tickets and calls (freshbots), notify the merchant, click-to-call, SMS templates by service and sending one
 * (spec §7.3), Every send is audited.
 */
export async function crmMerchantDeskRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveMerchantRows(app, db, MERCHANT_LISTS['m360-tickets'], ticketDto, listTickets, (t) => ({
    id: t.ticket_id,
    ticketId: t.ticket_id,
    subject: t.subject,
    status: t.status,
    priority: t.priority,
    createdAt: seconds(t.created_at)!,
    updatedAt: seconds(t.updated_at)!,
  }));

  serveMerchantRows(app, db, MERCHANT_LISTS['m360-calls'], callDto, listCalls, (c) => ({
    id: c.id,
    direction: c.direction,
    status: c.status,
    agentEmail: c.agent_email,
    durationSeconds: Number(c.duration_seconds),
    createdAt: seconds(c.created_at)!,
  }));

  serve(
    app,
    MERCHANT_ACTIONS.notify,
    { body: byMerchant.extend({ message: z.string().trim().min(3).max(150) }), response: done },
    async (request) => {
      const m = await requireChangeable(db, request.body.merchantId);
      const id = await messageMerchant(
        db,
        request,
        m.merchant_id,
        { channel: 'PUSH', service: 'freshbots', template: 'NOTIFY', body: request.body.message },
        'merchant.notify',
        (messageId) => ({ messageId }),
      );
      return ok({ id }, MERCHANT_MESSAGES.success);
    },
  );

  serve(app, MERCHANT_ACTIONS.clickToCall, { body: byMerchant, response: done }, async (request) => {
    const m = await requireMerchant(db, request.body.merchantId);
    return db.transaction().execute(async (trx) => {
      const at = Date.now();
      const id = await recordCall(trx, m.merchant_id, principalOf(request).email, at);
      await auditMerchantAction(trx, request, m.merchant_id, 'merchant.call', { callId: id }, at);
      return ok({ id }, MERCHANT_MESSAGES.success);
    });
  });

  serve(
    app,
    MERCHANT_READS.smsTemplates,
    { querystring: z.object({ serviceName: z.enum(SMS_SERVICES) }), response: listOf(templateDto) },
    async (request) => ok(SMS_TEMPLATES[request.query.serviceName].map((t) => ({ id: t.templateId, ...t }))),
  );

  serve(
    app,
    MERCHANT_ACTIONS.sendTemplate,
    {
      params: z.object({ service: z.enum(SMS_SERVICES) }),
      body: byMerchant.extend({ templateId: z.string().trim().min(1).max(40) }),
      response: done,
    },
    async (request) => {
      const template = templateOf(request.params.service, request.body.templateId);
      if (!template) throw new RequestError(400, MERCHANT_MESSAGES.unknownTemplate);
      const m = await requireChangeable(db, request.body.merchantId);
      const id = await messageMerchant(
        db,
        request,
        m.merchant_id,
        { channel: 'SMS', service: request.params.service, template: template.templateId, body: template.body },
        'merchant.sms',
        (messageId) => ({ messageId, template: template.templateId }),
      );
      return ok({ id }, MERCHANT_MESSAGES.success);
    },
  );
}
