import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { istDayOf } from '../../../contract/business-time.js';
import { SPEAKER_CALLS } from '../../../contract/speaker/calls.js';
import { SPEAKER_MESSAGES as M } from '../../../contract/speaker/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { insertSpeakerPrice, speakerDevice, speakerPrices, toDeviceDto } from '../../repositories/speaker.js';
import { serve } from '../declared.js';
import { conflictOnUnique } from '../once-only.js';
import { okSchema } from '../success-envelope.js';
import { ok } from './envelope.js';
import { speakerAudioTestRoutes } from './speaker-audio-tests.js';
import { speakerRentRoutes } from './speaker-rent.js';
import { deviceDto, priceBody, priceDto, serialParams } from './speaker-schemas.js';

/**
 * /speaker's device, pricing (here), audio test (speaker-audio-tests.ts), rent waive-off and invoices
 * (speaker-rent.ts) on the CRM API (issue 44 item 3, part). Every change is
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

  speakerAudioTestRoutes(app, db);
  speakerRentRoutes(app, db);
}
