import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { SPEAKER_CALLS } from '../../../contract/speaker/calls.js';
import { SPEAKER_MESSAGES as M } from '../../../contract/speaker/rules.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  findTest,
  insertTest,
  settleTests,
  speakerDevice,
  testsOf,
  toTestDto,
  waitingTestOn,
} from '../../repositories/speaker.js';
import { serve } from '../declared.js';
import { conflictOnUnique } from '../once-only.js';
import { idParam, okSchema } from '../success-envelope.js';
import { ok } from './envelope.js';
import { serialParams, testBody, testDto } from './speaker-schemas.js';

/**
 * /speaker/audio-test: a device's audio tests (settled first: the seeded device profiles answer them), one sent (one
 * waiting per device; audited), and one test read back.
 */
export function speakerAudioTestRoutes(app: FastifyInstance, db: Kysely<Database>): void {
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
}
