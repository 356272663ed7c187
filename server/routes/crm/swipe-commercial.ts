import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  parseBulkReject,
  tooManyRows,
  type BulkRejectAnswer,
  type BulkRejectRowResult,
} from '../../../contract/swipe-commercial/bulk-reject.js';
import { SWIPE_COMMERCIAL_CALLS as C } from '../../../contract/swipe-commercial/calls.js';
import {
  BULK_REJECT_KINDS,
  BULK_REJECT_REASONS as R,
  MDR_CHANGE_KIND,
  RENTAL_CHANGE_KIND,
  SWIPE_COMMERCIAL_MESSAGES as M,
  type BulkRejectKind,
} from '../../../contract/swipe-commercial/rules.js';
import { bulkRejectBody, mdrChangeBody, rentalChangeBody } from '../../../contract/swipe-commercial/schemas.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf, type Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { heldKeys } from '../../repositories/access.js';
import { pendingOn } from '../../repositories/merchant-bank.js';
import { placeChangeRequest } from '../../repositories/merchant-change-place.js';
import { findRequest } from '../../repositories/maker-checker.js';
import { currentMdr, deviceOf } from '../../repositories/swipe-commercial.js';
import { requireMerchant } from '../merchant-support/merchant-common.js';
import { serve } from '../declared.js';
import { conflictOnUnique } from '../once-only.js';
import { okSchema } from '../success-envelope.js';
import { raised } from './change-requests.js';
import { ok } from './envelope.js';
import { decideRequest, REQUEST_VIEW_KEYS, requestViewer } from './maker-checker-decide.js';
import { changeDto } from './merchant-change-schemas.js';

const rowResult = z.object({
  line: z.number().int(),
  value: z.string(),
  id: z.number().int().nullable(),
  kind: z.string().nullable(),
  merchantId: z.string().nullable(),
  outcome: z.enum(['REJECT', 'REJECTED', 'SKIPPED']),
  reason: z.string().nullable(),
});
const bulkAnswer = z.object({
  fileName: z.string(),
  dryRun: z.boolean(),
  rows: z.array(rowResult),
  rejected: z.number().int(),
  skipped: z.number().int(),
});

async function viewerOf(db: Kysely<Database>, request: FastifyRequest) {
  const principal = principalOf(request);
  return requestViewer(principal.staffId, new Set<string>(await heldKeys(db, principal, REQUEST_VIEW_KEYS)));
}

const isBulkKind = (kind: string): kind is BulkRejectKind => (BULK_REJECT_KINDS as readonly string[]).includes(kind);

/**
 * Each row of a bulk-reject file, checked as its single decision would be (an MDR or rental change, still pending,
 * not the caller's own, a kind the caller decides), and on the confirmation rejected through that same decision
 * (maker-checker-decide.ts decideRequest: one conditional update, one audit row each). A row another checker decided
 * in between is skipped, not an error.
 */
async function bulkReject(
  trx: Kysely<Database>,
  request: FastifyRequest,
  body: z.output<typeof bulkRejectBody>,
  checker: Principal,
  dryRun: boolean,
): Promise<BulkRejectAnswer> {
  const lines = parseBulkReject(body.csv);
  if (lines.length === 0) throw new RequestError(400, M.bulkEmpty);
  if (tooManyRows(lines)) throw new RequestError(400, M.bulkTooMany);
  const viewer = await viewerOf(trx, request);
  const seen = new Set<number>();
  const at = Date.now();
  const rows: BulkRejectRowResult[] = [];
  for (const l of lines) {
    const base = { line: l.line, value: l.value, id: l.id, kind: null, merchantId: null };
    const skip = (reason: string, extra = {}) => rows.push({ ...base, ...extra, outcome: 'SKIPPED', reason });
    if (l.id === null) {
      skip(R.notNumber);
      continue;
    }
    if (seen.has(l.id)) {
      skip(R.duplicate);
      continue;
    }
    seen.add(l.id);
    const found = await findRequest(trx, l.id);
    if (!found || !isBulkKind(found.kind)) {
      skip(R.notFound);
      continue;
    }
    const proposed = JSON.parse(found.proposed_json) as { merchantId?: string };
    const known = { kind: found.kind, merchantId: proposed.merchantId ?? null };
    if (found.status !== 'PENDING') skip(R.notPending, known);
    else if (found.maker_id === checker.staffId) skip(R.own, known);
    else if (!viewer.decides.includes(found.kind)) skip(R.notAllowed, known);
    else if (dryRun) rows.push({ ...base, ...known, outcome: 'REJECT', reason: null });
    else {
      const done = await decideRequest(trx, {
        id: l.id,
        kind: found.kind,
        isApproved: false,
        remarks: body.remarks,
        checker,
        viewer,
        at,
      })
        .then(() => true)
        .catch((e: unknown) => {
          if (e instanceof RequestError) return false;
          throw e;
        });
      if (done) rows.push({ ...base, ...known, outcome: 'REJECTED', reason: null });
      else skip(R.notPending, known);
    }
  }
  const rejected = rows.filter((r) => r.outcome !== 'SKIPPED').length;
  return { fileName: body.fileName, dryRun, rows, rejected, skipped: rows.length - rejected };
}

/**
 * Issue 44 item 2 on the CRM API: a maker raises a merchant's MDR change (one card network and type) or a device's
 * rental change; a checker decides it at /api/crm/maker/checker/{mdr_change|rental_change}/{id}/decision, whose
 * approval applies it with one conditional update on the value the maker saw (repositories/swipe-commercial.ts). One
 * pending change per MDR row and per device (0049's partial unique indexes hold it against concurrent raises). Bulk
 * reject: a dry run, then the confirmation.
 */
export async function swipeCommercialRaiseRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, C.raiseMdr, { body: mdrChangeBody, response: { 201: okSchema(changeDto) } }, async (request, reply) => {
    const maker = principalOf(request);
    const body = request.body;
    return raised(db, reply, async (trx) => {
      const merchant = await requireMerchant(trx, body.merchantId);
      const row = (await currentMdr(trx, body.merchantId)).find(
        (r) => r.cardNetwork === body.cardNetwork && r.cardType === body.cardType,
      );
      if (!row) throw new RequestError(404, M.notFound);
      if (Math.round(row.rate * 100) === Math.round(body.rate * 100)) throw new RequestError(400, M.mdrSame);
      if (await pendingOn(trx, MDR_CHANGE_KIND, body.merchantId, row.id)) throw new RequestError(409, M.mdrPending);
      const target = { merchantId: body.merchantId, cardNetwork: row.cardNetwork, cardType: row.cardType };
      const dto = await placeChangeRequest(trx, {
        kind: MDR_CHANGE_KIND,
        productType: `${row.cardNetwork} ${row.cardType}`,
        targetId: row.id,
        targetVersion: Number(merchant.version),
        proposed: { ...target, rate: body.rate },
        previous: { ...target, rate: row.rate },
        maker,
        remarks: body.remarks,
        at: Date.now(),
        merchantId: body.merchantId,
        auditAction: 'mdr_change_request.create',
      }).catch(conflictOnUnique(M.mdrPending));
      return ok(dto, M.mdrPlaced);
    });
  });

  serve(
    app,
    C.raiseRental,
    { body: rentalChangeBody, response: { 201: okSchema(changeDto) } },
    async (request, reply) => {
      const maker = principalOf(request);
      const body = request.body;
      return raised(db, reply, async (trx) => {
        await requireMerchant(trx, body.merchantId);
        const device = await deviceOf(trx, body.merchantId, body.deviceSerial);
        if (!device) throw new RequestError(404, M.notFound);
        const was = Number(device.monthly_rental);
        if (Math.round(was * 100) === Math.round(body.monthlyRent * 100)) throw new RequestError(400, M.rentalSame);
        if (await pendingOn(trx, RENTAL_CHANGE_KIND, body.merchantId, device.id))
          throw new RequestError(409, M.rentalPending);
        const target = { merchantId: body.merchantId, deviceSerial: device.device_serial, product: device.product };
        const dto = await placeChangeRequest(trx, {
          kind: RENTAL_CHANGE_KIND,
          productType: device.product,
          targetId: device.id,
          targetVersion: Number(device.version),
          proposed: { ...target, monthlyRentAmount: body.monthlyRent },
          previous: { ...target, monthlyRentAmount: was },
          maker,
          remarks: body.remarks,
          at: Date.now(),
          merchantId: body.merchantId,
          auditAction: 'rental_change_request.create',
        }).catch(conflictOnUnique(M.rentalPending));
        return ok(dto, M.rentalPlaced);
      });
    },
  );

  serve(app, C.bulkRejectPreview, { body: bulkRejectBody, response: { 200: okSchema(bulkAnswer) } }, async (request) =>
    ok(await bulkReject(db, request, request.body, principalOf(request), true)),
  );

  serve(app, C.bulkReject, { body: bulkRejectBody, response: { 200: okSchema(bulkAnswer) } }, async (request) => {
    const checker = principalOf(request);
    const answer = await db.transaction().execute((trx) => bulkReject(trx, request, request.body, checker, false));
    return ok(answer, M.bulkDone);
  });
}
