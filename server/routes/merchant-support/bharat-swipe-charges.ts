import type { FastifyInstance } from 'fastify';
import {
  BHARAT_SWIPE_LISTS as LIST,
  cashbackOf,
  type ChargeState,
  SWIPE_RULES,
} from '../../../contract/bharat-swipe/calls.js';
import { byMerchantQuery, monthQuery } from '../../../contract/bharat-swipe/rules.js';
import { sumRupees, toPaise } from '../../../contract/money.js';
import type { AppDeps } from '../../app-deps.js';
import { numOrNull as num } from '../../db/values.js';
import { chargesOf } from '../../repositories/bharat-swipe.js';
import { serve } from '../declared.js';
import { ok } from './envelope.js';
import { requireMerchant } from './merchant-common.js';
import { cashbackDto, chargeDto, list, luDto, monthDto } from './bharat-swipe-dtos.js';

type ChargeRow = Awaited<ReturnType<typeof chargesOf>>[number];
const rupees = (paise: number) => paise / 100;
const stateOf = (r: ChargeRow) => r.status as ChargeState;
const totalOf = (r: ChargeRow) => sumRupees([r.rent, r.lu_charge]);
const cashbackAmount = (r: ChargeRow) =>
  cashbackOf(Number(r.txn_volume), stateOf(r)) === 'NOT_ELIGIBLE' ? 0 : Number(r.rent);

/** Pure: a month's rows summed (in paise): DUE if anything is due, WAIVED if all was waived, else PAID. */
function monthOf(month: string, rows: ChargeRow[]) {
  const by = (s: ChargeState) => rows.filter((r) => stateOf(r) === s).reduce((p, r) => p + toPaise(totalOf(r)), 0);
  const [paid, due, waived] = [by('PAID'), by('DUE'), by('WAIVED')];
  return {
    id: month,
    month,
    devices: rows.length,
    rent: sumRupees(rows.map((r) => r.rent)),
    luCharge: sumRupees(rows.map((r) => r.lu_charge)),
    total: rupees(paid + due + waived),
    paid: rupees(paid),
    due: rupees(due),
    waived: rupees(waived),
    cashback: sumRupees(rows.map(cashbackAmount)),
    status: (due > 0 ? 'DUE' : paid === 0 && waived > 0 ? 'WAIVED' : 'PAID') as ChargeState,
  };
}

/**
 * A merchant's device charges (bharat-swipe §7.4, issue 44 item 5): by month, one month's devices, the LU
 * charges and the rental cashback, all read from its monthly charge rows (404 for an unknown merchant).
 */
export function bharatSwipeChargeRoutes(app: FastifyInstance, { db }: AppDeps): void {
  serve(app, LIST['m360-swipe-months'], { querystring: byMerchantQuery, response: list(monthDto) }, async (request) => {
    const m = await requireMerchant(db, request.query.merchantId);
    const byMonth = new Map<string, ChargeRow[]>();
    for (const r of await chargesOf(db, m.merchant_id)) byMonth.set(r.month, [...(byMonth.get(r.month) ?? []), r]);
    return ok([...byMonth].map(([month, rows]) => monthOf(month, rows)));
  });

  serve(app, LIST['m360-swipe-month'], { querystring: monthQuery, response: list(chargeDto) }, async (request) => {
    const m = await requireMerchant(db, request.query.merchantId);
    const rows = await chargesOf(db, m.merchant_id, request.query.month);
    return ok(
      rows.map((r) => ({
        id: Number(r.id),
        month: r.month,
        deviceSerial: r.device_serial,
        terminalId: r.terminal_id,
        model: r.model,
        rent: Number(r.rent),
        luCharge: Number(r.lu_charge),
        total: totalOf(r),
        txnCount: Number(r.txn_count),
        txnVolume: Number(r.txn_volume),
        status: stateOf(r),
        chargedAt: Number(r.charged_at),
        paidAt: num(r.paid_at),
      })),
    );
  });

  serve(app, LIST['m360-swipe-lu'], { querystring: byMerchantQuery, response: list(luDto) }, async (request) => {
    const m = await requireMerchant(db, request.query.merchantId);
    const rows = (await chargesOf(db, m.merchant_id)).filter((r) => toPaise(r.lu_charge) > 0);
    return ok(
      rows.map((r) => ({
        id: Number(r.id),
        month: r.month,
        deviceSerial: r.device_serial,
        txnCount: Number(r.txn_count),
        threshold: SWIPE_RULES.luTxnThreshold,
        luCharge: Number(r.lu_charge),
        status: stateOf(r),
      })),
    );
  });

  serve(
    app,
    LIST['m360-swipe-cashback'],
    { querystring: byMerchantQuery, response: list(cashbackDto) },
    async (request) => {
      const m = await requireMerchant(db, request.query.merchantId);
      return ok(
        (await chargesOf(db, m.merchant_id)).map((r) => {
          const status = cashbackOf(Number(r.txn_volume), stateOf(r));
          return {
            id: Number(r.id),
            month: r.month,
            deviceSerial: r.device_serial,
            rent: Number(r.rent),
            txnVolume: Number(r.txn_volume),
            targetVolume: SWIPE_RULES.cashbackVolume,
            cashback: cashbackAmount(r),
            status,
            creditedAt: status === 'CREDITED' ? num(r.paid_at) : null,
          };
        }),
      );
    },
  );
}
