import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SWIPE_RULES } from '../../../contract/bharat-swipe/calls.js';
import { DEVICE_KINDS, QC_CHECKLIST, kindOfProduct } from '../../../contract/devices/lifecycle.js';
import {
  DEVICE_RETURN_ENDPOINTS as E,
  RETURN_MESSAGES as M,
  RETURN_STATES,
} from '../../../contract/devices/returns.js';
import {
  qcBreakupQuery,
  reactivateBody,
  repairBody,
  repairsQuery,
  replacementBody,
  returnDetailsQuery,
  returnStatusQuery,
} from '../../../contract/devices/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { listRepairs, toRepairDto } from '../../repositories/device-repairs.js';
import { appendDeviceEvent, deviceEvents, findDevice, toDeviceEventDto } from '../../repositories/devices.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serve } from '../declared.js';
import { ok, okSchema } from '../success-envelope.js';
import { applyMove } from './device-move.js';
import { eventDto, lifecycleDeviceDto, serialParam, toLifecycleDeviceDto } from './device-schemas.js';
import { requireMerchant } from './merchant-common.js';
import { listOf } from './merchant-schemas.js';

const DAY = 24 * 60 * 60 * 1000;

const returnDto = lifecycleDeviceDto.extend({ returnReason: z.string().nullable(), returnedAt: z.number().nullable() });
const breakupDto = z.object({
  id: z.string(),
  kind: z.enum(DEVICE_KINDS),
  model: z.string(),
  item: z.string(),
  passed: z.number().int(),
  failed: z.number().int(),
  qcPassed: z.number().int(),
  qcFailed: z.number().int(),
});
const repairDto = z.object({
  id: z.number().int(),
  deviceSerial: z.string(),
  model: z.string(),
  vendor: z.string(),
  fault: z.string(),
  cost: z.number(),
  status: z.string(),
  openedBy: z.string(),
  openedAt: z.number(),
  closedBy: z.string().nullable(),
  closedAt: z.number().nullable(),
  outcome: z.string().nullable(),
});

const toReturnDto = (d: Parameters<typeof toLifecycleDeviceDto>[0]) => ({
  ...toLifecycleDeviceDto(d),
  returnReason: d.return_reason,
  returnedAt: d.returned_at === null ? null : Number(d.returned_at),
});

type BreakupRow = z.infer<typeof breakupDto>;

/**
 * Pure: the QC outcomes (timeline rows into QC_PASSED or QC_FAILED, each with its checklist) broken down by model and
 * checklist item: how often each item passed and failed, and how many QC results the model had of each outcome.
 */
export function qcBreakupOf(
  results: { kind: string; model: string; to: string; checklist: Record<string, boolean> }[],
) {
  const rows = new Map<string, BreakupRow>();
  const outcomes = new Map<string, { qcPassed: number; qcFailed: number }>();
  for (const r of results) {
    const kind = r.kind === 'SPEAKER' ? 'SPEAKER' : 'SWIPE';
    const o = outcomes.get(r.model) ?? { qcPassed: 0, qcFailed: 0 };
    if (r.to === 'QC_PASSED') o.qcPassed += 1;
    else o.qcFailed += 1;
    outcomes.set(r.model, o);
    for (const item of QC_CHECKLIST[kind]) {
      const id = `${r.model}|${item}`;
      const row = rows.get(id) ?? { id, kind, model: r.model, item, passed: 0, failed: 0, qcPassed: 0, qcFailed: 0 };
      if (r.checklist[item] === true) row.passed += 1;
      if (r.checklist[item] === false) row.failed += 1;
      rows.set(id, row);
    }
  }
  return [...rows.values()]
    .map((r) => ({ ...r, ...outcomes.get(r.model)! }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.model.localeCompare(b.model));
}

/**
 * Returns, QC breakup, repairs, replacement and reactivation (issue 44 items 2, 3 and 5, parts), all from the device
 * lifecycle (merchant_devices, device_events): a merchant's devices on their way back and one with its timeline; the
 * QC outcomes by checklist item and model; the repair tickets; a repair ticket that sends a QC-failed device to
 * REPAIR; a speaker replacement (two moves in one transaction); a reactivation of an inactive ACTIVE terminal (one
 * conditional update on its activity, a swipe_device_events row, a timeline row, an audit row). Each change is
 * idempotent by its Idempotency-Key.
 */
export async function deviceReturnRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, E.returnStatus, { querystring: returnStatusQuery, response: listOf(returnDto) }, async (request) => {
    const m = await requireMerchant(db, request.query.merchantId);
    const rows = await db
      .selectFrom('merchant_devices')
      .selectAll()
      .where('merchant_id', '=', m.merchant_id)
      .where('status', 'in', RETURN_STATES)
      .orderBy('returned_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return ok(rows.map(toReturnDto));
  });

  serve(
    app,
    E.returnDetails,
    {
      querystring: returnDetailsQuery,
      response: { 200: okSchema(z.object({ device: returnDto, events: z.array(eventDto) })) },
    },
    async (request) => {
      const m = await requireMerchant(db, request.query.merchantId);
      const d = await findDevice(db, request.query.deviceSerial);
      // A device the merchant asked to return: on its way back, or already back (it keeps its last merchant).
      if (
        !d ||
        d.merchant_id !== m.merchant_id ||
        (d.returned_at === null && !RETURN_STATES.includes(d.status as never))
      )
        throw new RequestError(404, M.notFound);
      return ok({ device: toReturnDto(d), events: (await deviceEvents(db, d.device_serial)).map(toDeviceEventDto) });
    },
  );

  serve(app, E.qcBreakup, { querystring: qcBreakupQuery, response: listOf(breakupDto) }, async (request) => {
    let q = db
      .selectFrom('device_events as e')
      .innerJoin('merchant_devices as d', 'd.device_serial', 'e.device_serial')
      .select(['d.kind', 'd.model', 'e.to_state', 'e.details_json'])
      .where('e.from_state', '=', 'RETURNED')
      .where('e.to_state', 'in', ['QC_PASSED', 'QC_FAILED']);
    if (request.query.kind) q = q.where('d.kind', '=', request.query.kind);
    const results = (await q.execute()).map((r) => ({
      kind: r.kind,
      model: r.model,
      to: r.to_state,
      checklist: (JSON.parse(r.details_json) as { checklist?: Record<string, boolean> }).checklist ?? {},
    }));
    return ok(qcBreakupOf(results));
  });

  serve(app, E.repairs, { querystring: repairsQuery, response: listOf(repairDto) }, async (request) =>
    ok((await listRepairs(db, request.query.kind)).map(toRepairDto)),
  );

  serve(
    app,
    E.openRepair,
    { params: serialParam, body: repairBody, response: { 200: okSchema(lifecycleDeviceDto) } },
    async (request) => {
      const { version, vendor, fault, cost } = request.body;
      const serial = request.params.serial;
      const actor = principalOf(request);
      const moved = await db
        .transaction()
        .execute((trx) =>
          applyMove(trx, actor, serial, { to: 'REPAIR', version, reason: fault }, { repair: { vendor, fault, cost } }),
        );
      return ok(moved.dto, `${M.repairOpened} ${serial}: ${vendor}.`);
    },
  );

  serveInTransaction(
    app,
    db,
    E.replace,
    { body: replacementBody, data: z.object({ returned: lifecycleDeviceDto, allocated: lifecycleDeviceDto }) },
    async (trx, b, who) => {
      if (b.returnSerial === b.newSerial) throw new RequestError(400, M.sameDevice);
      const [old, next] = [await findDevice(trx, b.returnSerial), await findDevice(trx, b.newSerial)];
      if (!old || !next) throw new RequestError(404, M.notFound);
      if (kindOfProduct(old.product) !== 'SPEAKER' || kindOfProduct(next.product) !== 'SPEAKER')
        throw new RequestError(400, M.speakersOnly);
      const returned = await applyMove(trx, who, b.returnSerial, {
        to: 'RETURN_REQUESTED',
        version: b.returnVersion,
        reason: b.reason,
      });
      const allocated = await applyMove(trx, who, b.newSerial, {
        to: 'ALLOCATED',
        version: b.newVersion,
        merchantId: old.merchant_id,
        storeId: old.store_id,
      });
      return ok(
        { returned: returned.dto, allocated: allocated.dto },
        `${M.replaced} ${b.returnSerial} → ${b.newSerial} (merchant ${old.merchant_id}).`,
      );
    },
  );

  serveInTransaction(
    app,
    db,
    E.reactivate,
    {
      body: reactivateBody,
      data: z.object({ deviceSerial: z.string(), merchantId: z.string(), reactivatedAt: z.number() }),
    },
    async (trx, b, who) => {
      const m = await requireMerchant(trx, b.merchantId);
      const d = await findDevice(trx, b.deviceSerial);
      if (!d || d.merchant_id !== m.merchant_id || d.kind !== 'SWIPE') throw new RequestError(404, M.notMerchants);
      if (d.status !== 'ACTIVE') throw new RequestError(409, M.notActive);
      const at = Date.now();
      const cutoff = at - SWIPE_RULES.inactiveDays * DAY;
      // ONE conditional update decides: the device is still inactive (no transaction and no reactivation since cutoff).
      const res = await trx
        .updateTable('swipe_device_activity')
        .set({ reactivated_at: at })
        .where('device_serial', '=', d.device_serial)
        .where('merchant_id', '=', m.merchant_id)
        .where('last_txn_at', 'is not', null)
        .where('last_txn_at', '<=', cutoff)
        .where((eb) => eb.or([eb('reactivated_at', 'is', null), eb('reactivated_at', '<=', cutoff)]))
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw new RequestError(409, M.notInactive);
      await trx
        .insertInto('swipe_device_events')
        .values({
          merchant_id: m.merchant_id,
          device_serial: d.device_serial,
          kind: 'REACTIVATION',
          status: 'SUCCESS',
          reason: b.reason,
          remarks: null,
          actor: who.email,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const details = { reactivation: true, reason: b.reason, warehouseId: d.warehouse_id };
      await appendDeviceEvent(trx, {
        serial: d.device_serial,
        from: 'ACTIVE',
        to: 'ACTIVE',
        actor: who.email,
        at,
        details,
      });
      await writeAudit(trx, {
        actor: who,
        action: 'device.reactivate',
        entity: 'merchant_devices',
        entityId: d.device_serial,
        after: { merchantId: m.merchant_id, reason: b.reason, reactivatedAt: at },
        at,
      });
      return ok(
        { deviceSerial: d.device_serial, merchantId: m.merchant_id, reactivatedAt: at },
        `${M.reactivated} ${d.device_serial}.`,
      );
    },
  );
}
