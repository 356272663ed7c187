import type { FastifyInstance } from 'fastify';
import { OFFER_MESSAGES } from '../../../contract/entities/offers.js';
import { OFFER_CALLS } from '../../../contract/offers/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit, type AuditEntry } from '../../repositories/audit.js';
import { findOffer, insertOffer, listOffers, toOfferDto, updateOffer } from '../../repositories/offers.js';
import { serve } from '../declared.js';
import { serveSnapshotList } from '../common/snapshot-list.js';
import { idParam } from '../success-envelope.js';
import { ok, okSchema, page, pageSizeSchema } from './envelope.js';
import { offerCreateSchema, offerDto, offerListQuerySchema, offerUpdateSchema } from './offers-schema.js';

export const STALE_OFFER_MESSAGE = 'This record was changed by someone else since you opened it.';
const NOT_FOUND = 'No Record Found!';
/** A refused write names every invalid field: `brand: Required!; redirectionLink: URL not valid, Please enter valid URL`. */
const EVERY_FIELD = { body: 'every' } as const;
const idParams = idParam();

/** Offers on the postpe backend (spec §3.5, §7.5): GET list (page/size from 0), GET one, POST, PUT with version. */
export async function offersRoutes(app: FastifyInstance, { db, counts }: AppDeps): Promise<void> {
  serveSnapshotList(
    app,
    OFFER_CALLS.list,
    { querystring: offerListQuerySchema, response: { 200: okSchema(pageSizeSchema(offerDto)) } },
    (q) => listOffers(db, counts, q),
    (rows, total, q) => ok(page(rows.map(toOfferDto), q.page, q.size, total)),
  );

  serve(app, OFFER_CALLS.one, { params: idParams, response: { 200: okSchema(offerDto) } }, async (request) => {
    const row = await findOffer(db, request.params.id);
    if (!row) throw new RequestError(404, NOT_FOUND);
    return ok(toOfferDto(row));
  });

  serve(
    app,
    OFFER_CALLS.create,
    { body: offerCreateSchema, response: { 201: okSchema(offerDto) } },
    async (request, reply) => {
      const created = await db.transaction().execute(async (trx) => {
        const row = await insertOffer(trx, request.body, Date.now());
        await writeAudit(trx, {
          actor: principalOf(request),
          action: 'offer.create',
          entity: 'offers',
          entityId: row.id,
          after: toOfferDto(row),
        });
        return row;
      });
      reply.code(201);
      return ok(toOfferDto(created), 'Offer created');
    },
    { refusal: EVERY_FIELD },
  );

  serve(
    app,
    OFFER_CALLS.update,
    { params: idParams, body: offerUpdateSchema, response: { 200: okSchema(offerDto) } },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const actor = principalOf(request);
      const outcome = await db.transaction().execute(async (trx) => {
        const before = await findOffer(trx, id);
        if (!before) return { status: 404 } as const;
        const start = input.startTime ? Date.parse(input.startTime) : Number(before.start_time);
        const end = input.endTime ? Date.parse(input.endTime) : Number(before.end_time);
        if (end <= start) return { status: 400 } as const;
        /** The update's one audit row: stale (nothing written), or the offer after. */
        const audit = (result: Pick<AuditEntry, 'after' | 'outcome'>) =>
          writeAudit(trx, {
            actor,
            action: 'offer.update',
            entity: 'offers',
            entityId: id,
            before: toOfferDto(before),
            ...result,
          });
        if (!(await updateOffer(trx, id, input, Date.now()))) {
          await audit({ outcome: 'stale' });
          return { status: 412 } as const;
        }
        const after = await findOffer(trx, id);
        await audit({ after: after && toOfferDto(after) });
        return { status: 200, row: after } as const;
      });
      if (outcome.status === 404) throw new RequestError(404, NOT_FOUND);
      if (outcome.status === 400)
        throw new RequestError(400, `endTime: ${OFFER_MESSAGES.endBeforeStart}`, {
          endTime: OFFER_MESSAGES.endBeforeStart,
        });
      if (outcome.status === 412 || !outcome.row) throw new RequestError(412, STALE_OFFER_MESSAGE);
      return ok(toOfferDto(outcome.row), 'Offer updated');
    },
    { refusal: EVERY_FIELD },
  );
}
