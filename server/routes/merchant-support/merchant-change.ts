import type { FastifyRequest } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import { MERCHANT_MESSAGES } from '../../../contract/merchant/messages.js';
import type { Database, MerchantTable } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findMerchant, updateMerchantProfile, type MerchantRow } from '../../repositories/merchant-360.js';
import { recordMessage } from '../../repositories/merchant-desk.js';
import { requireMerchant } from './merchant-common.js';

/** A merchant whose profile may change: not BLOCKED (state check on the server, whatever the console shows). */
export async function requireChangeable(db: Kysely<Database>, merchantId: string): Promise<MerchantRow> {
  const m = await requireMerchant(db, merchantId);
  if (m.status === 'BLOCKED') throw new RequestError(409, MERCHANT_MESSAGES.blocked);
  return m;
}

/**
 * One profile change (QR name, referral code, business category, notification preferences): the state check, ONE
 * conditional UPDATE on the version the caller read (412 when stale), and one audit row, in one transaction.
 * `pick` names the audited fields, before and after.
 */
export async function changeProfile(
  db: Kysely<Database>,
  request: FastifyRequest,
  change: { merchantId: string; version: number; set: Updateable<MerchantTable>; action: string },
): Promise<MerchantRow> {
  const before = await requireChangeable(db, change.merchantId);
  const fields = Object.keys(change.set) as (keyof MerchantRow)[];
  const pick = (m: MerchantRow) => Object.fromEntries(fields.map((f) => [f, m[f]]));
  if (fields.every((f) => before[f] === change.set[f as keyof typeof change.set]))
    throw new RequestError(400, MERCHANT_MESSAGES.unchanged);
  return db.transaction().execute(async (trx) => {
    const at = Date.now();
    if (!(await updateMerchantProfile(trx, change.merchantId, change.version, change.set, at)))
      throw new RequestError(412, MERCHANT_MESSAGES.stale);
    const after = (await findMerchant(trx, change.merchantId))!;
    await writeAudit(trx, {
      actor: principalOf(request),
      action: change.action,
      entity: 'merchants',
      entityId: change.merchantId,
      before: pick(before),
      after: pick(after),
      at,
    });
    return after;
  });
}

/** One audit row for a merchant action that changes no profile field (an SMS, a call, a reveal …). */
export async function auditMerchantAction(
  db: Kysely<Database>,
  request: FastifyRequest,
  merchantId: string,
  action: string,
  after: unknown,
  at = Date.now(),
): Promise<void> {
  await writeAudit(db, {
    actor: principalOf(request),
    action,
    entity: 'merchants',
    entityId: merchantId,
    after,
    at,
  });
}

/**
 * A message to the merchant from the signed-in staff member (an SMS, a push …) and its audit row `action` with
 * `after(messageId)`, in one transaction; the message's id.
 */
export async function messageMerchant(
  db: Kysely<Database>,
  request: FastifyRequest,
  merchantId: string,
  message: { channel: string; service: string; template: string; body: string },
  action: string,
  after: (messageId: number) => unknown,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const at = Date.now();
    const messageId = await recordMessage(trx, { merchantId, ...message, sentBy: principalOf(request).email, at });
    await auditMerchantAction(trx, request, merchantId, action, after(messageId), at);
    return messageId;
  });
}
