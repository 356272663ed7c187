import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { writeAudit } from '../../plugins/audit.js';
import { principalOf } from '../../plugins/auth.js';
import { parseInput } from '../../plugins/validation.js';
import { OFFER_MESSAGES } from '../../../contract/entities/offers.js';
import { fail, ok, page } from './envelope.js';
import { findOffer, insertOffer, listOffers, toOfferDto, updateOffer } from './offers-repository.js';
import { fieldErrors, offerCreateSchema, offerListQuerySchema, offerUpdateSchema } from './offers-schema.js';

export const STALE_OFFER_MESSAGE = 'This record was changed by someone else since you opened it.';
const NOT_FOUND = 'No Record Found!';
const permission = 'CAN_MANAGE_POSTPE_OFFERS';

/**
 * A write body through the shared schema. A refusal is a 400 naming every invalid field, in the message
 * (`brand: Required!; redirectionLink: URL not valid, Please enter valid URL`) and as `errors` by field.
 */
function parseOffer<S extends z.ZodType>(schema: S, body: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(body ?? {});
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

function refuse(reply: FastifyReply, errors: Record<string, string>) {
  const message = Object.entries(errors)
    .map(([field, text]) => `${field}: ${text}`)
    .join('; ');
  return reply.code(400).send({ success: false, message, data: null, errors });
}

const idOf = (params: unknown): number => {
  const id = Number((params as { id?: unknown }).id);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** Offers on the postpe backend (spec §3.5, §7.5): GET list (page/size from 0), GET one, POST, PUT with version. */
export async function offersRoutes(app: FastifyInstance, { db, counts }: AppDeps): Promise<void> {
  app.get('/offers', { config: { permission } }, async (request) => {
    const q = parseInput(offerListQuerySchema, request.query, { namePath: true });
    const { rows, total } = await listOffers(db, counts, q);
    return ok(page(rows.map(toOfferDto), q.page, q.size, total));
  });

  app.get('/offers/:id', { config: { permission } }, async (request, reply) => {
    const row = await findOffer(db, idOf(request.params));
    return row ? ok(toOfferDto(row)) : fail(reply, 404, NOT_FOUND);
  });

  app.post('/offers', { config: { permission } }, async (request, reply) => {
    const parsed = parseOffer(offerCreateSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.errors);
    const input = parsed.data;
    const created = await db.transaction().execute(async (trx) => {
      const row = await insertOffer(trx, input, Date.now());
      await writeAudit(trx, { actor: principalOf(request), action: 'offer.create', entity: 'offers', entityId: row.id, after: toOfferDto(row) });
      return row;
    });
    return reply.code(201).send(ok(toOfferDto(created), 'Offer created'));
  });

  app.put('/offers/:id', { config: { permission } }, async (request, reply) => {
    const id = idOf(request.params);
    const parsed = parseOffer(offerUpdateSchema, request.body);
    if (!parsed.ok) return refuse(reply, parsed.errors);
    const input = parsed.data;
    const outcome = await db.transaction().execute(async (trx) => {
      const before = await findOffer(trx, id);
      if (!before) return { status: 404 } as const;
      const start = input.startTime ? Date.parse(input.startTime) : Number(before.start_time);
      const end = input.endTime ? Date.parse(input.endTime) : Number(before.end_time);
      if (end <= start) return { status: 400 } as const;
      const actor = principalOf(request);
      if (!(await updateOffer(trx, id, input, Date.now()))) {
        await writeAudit(trx, { actor, action: 'offer.update', entity: 'offers', entityId: id, before: toOfferDto(before), outcome: 'stale' });
        return { status: 412 } as const;
      }
      const after = await findOffer(trx, id);
      await writeAudit(trx, { actor, action: 'offer.update', entity: 'offers', entityId: id, before: toOfferDto(before), after: after && toOfferDto(after) });
      return { status: 200, row: after } as const;
    });
    if (outcome.status === 404) return fail(reply, 404, NOT_FOUND);
    if (outcome.status === 400) return refuse(reply, { endTime: OFFER_MESSAGES.endBeforeStart });
    if (outcome.status === 412 || !outcome.row) return fail(reply, 412, STALE_OFFER_MESSAGE);
    return ok(toOfferDto(outcome.row), 'Offer updated');
  });
}
