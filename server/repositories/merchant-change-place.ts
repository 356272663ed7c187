import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { writeAudit } from './audit.js';
import { insertRequest, type NewRequest } from './maker-checker.js';
import { linkRequest, toChangeDto } from './merchant-bank.js';

/** A merchant change to place for a second person's decision: the request, its merchant link and its audit action. */
export interface PlacedChange extends Omit<NewRequest, 'kind'> {
  kind: string;
  merchantId: string;
  purpose?: string | null;
  verificationId?: number | null;
  /** The audit row's action, e.g. `settlement_type_request.create`. */
  auditAction: string;
}

/**
 * Places a merchant change request (inside the caller's transaction, after its state checks): the PENDING request,
 * its link to the merchant (so the kind's list and the merchant's audit use an index), and ONE audit row with the
 * masked before and after. Returns the request as its kind's list shows it to the maker.
 */
export async function placeChangeRequest(trx: Kysely<Database>, c: PlacedChange) {
  const purpose = c.purpose ?? null;
  const verificationId = c.verificationId ?? null;
  const row = await insertRequest(trx, c);
  await linkRequest(trx, {
    approvalId: row.id,
    merchantId: c.merchantId,
    kind: c.kind,
    purpose,
    verificationId,
    at: c.at,
  });
  const dto = toChangeDto(
    { ...row, merchant_id: c.merchantId, purpose, verification_id: verificationId },
    { staffId: c.maker.staffId, decides: false },
  );
  await writeAudit(trx, {
    actor: c.maker,
    action: c.auditAction,
    entity: 'approval_requests',
    entityId: row.id,
    before: dto.previous,
    after: dto.proposed,
    at: c.at,
  });
  return dto;
}
