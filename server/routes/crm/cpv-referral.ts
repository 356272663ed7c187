import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CPV_CALLS, CPV_MESSAGES as M } from '../../../contract/cpv/calls.js';
import type { Database } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import { referralLookup } from '../../repositories/referral-codes.js';
import { serve } from '../declared.js';
import { ok, okSchema } from '../success-envelope.js';
import { referralDto, referralParams } from './cpv-schemas.js';

/** The referral-code lookup (/new-merchant/referral-code): the code's owner and the merchants who signed up with it. */
export function cpvReferralRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  serve(
    app,
    CPV_CALLS.referral,
    { params: referralParams, response: { 200: okSchema(referralDto) } },
    async (request) => {
      const { code } = request.params;
      const { owner, signups } = await referralLookup(db, code);
      if (!owner && signups.length === 0) throw new RequestError(404, M.referralNotFound);
      return ok({
        code,
        owner: owner
          ? {
              merchantId: owner.merchant_id,
              name: owner.name,
              city: owner.city,
              status: owner.status,
              version: Number(owner.version),
            }
          : null,
        signups: signups.map((s) => ({
          merchantId: s.merchant_id,
          name: s.name,
          city: s.city,
          status: s.status,
          signedUpAt: Number(s.signed_up_at),
        })),
      });
    },
  );
}
