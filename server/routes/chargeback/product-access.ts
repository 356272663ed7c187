import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DISPUTE_PRODUCT_KEYS } from '../../../contract/disputes/access.js';
import { REVIEW_MESSAGES } from '../../../contract/disputes/reasons.js';
import { DISPUTE_MESSAGES, DISPUTE_PRODUCTS, type DisputeProduct } from '../../../contract/disputes/rules.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { holdsAny } from '../../repositories/access.js';
import { findDispute } from '../../repositories/disputes.js';

/** The refusal for a product the user may not see (spec §2: the swipe variant for SWIPE). */
export const productRefusal = (product: DisputeProduct): RequestError =>
  new RequestError(403, product === 'SWIPE' ? DISPUTE_MESSAGES.notAuthorizedSwipe : DISPUTE_MESSAGES.notAuthorized);

/**
 * The server's own product check (spec §2.4): the route's permission (DISPUTE_ACCESS, contract/disputes/calls.ts)
 * lets any disputes analyst in; each call then needs the pair of keys of the product it names (or of the dispute it
 * touches), read from the database.
 */
export async function requireProduct(
  db: Kysely<Database>,
  request: FastifyRequest,
  product: DisputeProduct,
): Promise<void> {
  const p = principalOf(request);
  if (!(await holdsAny(db, { staffId: p.staffId, isSuperAdmin: p.isSuperAdmin }, DISPUTE_PRODUCT_KEYS[product])))
    throw productRefusal(product);
}

/** The dispute `disputeId` (404 `No Record Found!` when there is none), once the user may see its product. */
export async function requireDispute(db: Kysely<Database>, request: FastifyRequest, disputeId: number) {
  const dispute = await findDispute(db, disputeId);
  if (!dispute) throw new RequestError(404, REVIEW_MESSAGES.notFound);
  await requireProduct(db, request, dispute.source_product as DisputeProduct);
  return dispute;
}

/** The products the user may see, in the selector's order. */
export async function visibleProducts(db: Kysely<Database>, request: FastifyRequest): Promise<DisputeProduct[]> {
  const p = principalOf(request);
  const holder = { staffId: p.staffId, isSuperAdmin: p.isSuperAdmin };
  const out: DisputeProduct[] = [];
  for (const product of DISPUTE_PRODUCTS)
    if (await holdsAny(db, holder, DISPUTE_PRODUCT_KEYS[product])) out.push(product);
  return out;
}
