import { istMonthOf, istMonthStart } from '../../../contract/business-time.js';
import { SWIPE_RULES } from '../../../contract/bharat-swipe/calls.js';
import { days, insertInBatches, type SeedModule } from './context.js';

const MONTHS = 6;
const LU_CHARGE = 100;
const BANKS = [
  { bank: 'State Bank of India', ifsc: 'SBIN0001234' },
  { bank: 'HDFC Bank', ifsc: 'HDFC0000456' },
  { bank: 'ICICI Bank', ifsc: 'ICIC0000789' },
] as const;
const TPV = ['VERIFIED', 'PENDING', 'FAILED', null] as const;
const IDLE_DAYS = [2, 41, 75, null] as const;
const ORDER_PATHS = [
  ['PLACED'],
  ['PLACED', 'DISPATCHED'],
  ['PLACED', 'DISPATCHED', 'DELIVERED'],
  ['PLACED', 'CANCELLED'],
] as const;

/**
 * Demo data of the bharat-swipe calls (issue 44 item 5), on every merchant's bharat-swipe devices (merchant_devices):
 * six months of charges a device (the current month due, older ones paid, one waived, one still due; low-usage months
 * with the LU charge; months over the cashback volume, credited or pending), each TPV state (and merchants with none),
 * devices active, at risk, inactive and never used, reactivations that worked and failed, deactivation requests in
 * each state, and device orders in each state. No QR and no order link yet: those are made from the console.
 */
export const bharatSwipeSeed: SeedModule = {
  name: 'bharat-swipe',
  async seed({ db, now }) {
    const devices = await db
      .selectFrom('merchant_devices')
      .select(['merchant_id', 'store_id', 'device_serial', 'monthly_rental', 'assigned_at'])
      .where('product', '=', 'bharat')
      .orderBy('merchant_id')
      .orderBy('device_serial')
      .execute();

    await insertInBatches(
      db,
      'swipe_monthly_charges',
      devices.flatMap((d, i) =>
        Array.from({ length: MONTHS }, (_, back) => {
          const k = i + back;
          const txnCount = k % 4 === 1 ? 3 + (k % 5) : 20 + ((k * 7) % 60);
          const volume =
            txnCount < SWIPE_RULES.luTxnThreshold ? 1_850.5 * txnCount : [42_300, 118_750.25, 165_400][k % 3]!;
          const status =
            back === 0 || (back === 3 && i % 2 === 0) ? 'DUE' : back === 2 && i % 3 === 0 ? 'WAIVED' : 'PAID';
          const chargedAt = Math.min(istMonthStart(now, back) + days(1), now); // never after the seeding moment
          return {
            merchant_id: d.merchant_id,
            device_serial: d.device_serial,
            month: istMonthOf(chargedAt),
            rent: Number(d.monthly_rental),
            lu_charge: txnCount < SWIPE_RULES.luTxnThreshold ? LU_CHARGE : 0,
            txn_count: txnCount,
            txn_volume: volume,
            status,
            charged_at: chargedAt,
            paid_at: status === 'PAID' ? chargedAt + days(4) : null,
          };
        }),
      ),
    );

    const merchants = [...new Map(devices.map((d) => [d.merchant_id, d])).values()];
    const tpv = merchants.flatMap((d, i) => {
      const status = TPV[i % TPV.length];
      if (!status) return [];
      const bank = BANKS[i % BANKS.length]!;
      return [
        {
          merchant_id: d.merchant_id,
          account_holder: `Merchant ${d.merchant_id}`,
          account_no: `50100${d.merchant_id}${String(i).padStart(3, '0')}`,
          ifsc: bank.ifsc,
          bank_name: bank.bank,
          name_at_bank: status === 'PENDING' ? null : status === 'FAILED' ? 'R K TRADERS' : `MERCHANT ${d.merchant_id}`,
          name_match: status === 'PENDING' ? null : status === 'FAILED' ? 38 : 96,
          status,
          failure_reason: status === 'FAILED' ? 'Name at the bank does not match the merchant name' : null,
          requested_at: now - days(20 + i),
          verified_at: status === 'VERIFIED' ? now - days(19 + i) : null,
        },
      ];
    });
    await insertInBatches(db, 'swipe_tpv', tpv);

    await insertInBatches(
      db,
      'swipe_device_activity',
      devices.map((d, i) => {
        const idle = IDLE_DAYS[i % IDLE_DAYS.length];
        return {
          device_serial: d.device_serial,
          merchant_id: d.merchant_id,
          last_txn_at: idle === null || idle === undefined ? null : now - days(idle),
        };
      }),
    );

    await insertInBatches(
      db,
      'swipe_device_events',
      devices.flatMap((d, i) => {
        const at = now - days(10 + (i % 20));
        const base = { merchant_id: d.merchant_id, device_serial: d.device_serial };
        return [
          {
            ...base,
            kind: 'REACTIVATION',
            status: 'SUCCESS',
            reason: 'Device inactive for 60 days',
            remarks: 'Reactivated after the merchant confirmed use',
            actor: 'support@console.example',
            created_at: at - days(30),
            updated_at: at - days(30),
          },
          {
            ...base,
            kind: 'REACTIVATION',
            status: i % 2 === 0 ? 'FAILED' : 'SUCCESS',
            reason: 'Merchant asked to resume service',
            remarks: i % 2 === 0 ? 'Terminal did not respond to the activation call' : null,
            actor: 'ops@console.example',
            created_at: at,
            updated_at: at,
          },
          {
            ...base,
            kind: 'DEACTIVATION',
            status: ['PENDING', 'APPROVED', 'REJECTED'][i % 3]!,
            reason: ['Business closed', 'Low usage', 'Switching provider'][i % 3]!,
            remarks: i % 3 === 2 ? 'Retention offer accepted' : null,
            actor: 'support@console.example',
            created_at: at + days(2),
            updated_at: at + days(i % 3 === 0 ? 2 : 4),
          },
        ];
      }),
    );

    await insertInBatches(
      db,
      'swipe_orders',
      merchants.flatMap((d, i) =>
        ORDER_PATHS.map((path, j) => {
          const created = now - days(3 + j * 9 + (i % 5));
          const history = path.map((status, s) => ({ status, at: created + days(s * 2) }));
          const status = path[path.length - 1]!;
          const shipped = path.includes('DISPATCHED' as never);
          return {
            order_id: `BSO-${d.merchant_id}-${j + 1}`,
            merchant_id: d.merchant_id,
            store_id: d.store_id,
            plan: j % 2 === 0 ? 'Swipe Lite (₹299/month)' : 'Swipe Pro (₹499/month)',
            quantity: 1 + (j % 2),
            amount: j % 2 === 0 ? 999 : 1_499,
            status,
            courier: shipped ? 'Delhivery' : null,
            awb: shipped ? `DL${d.merchant_id}${j}` : null,
            history_json: JSON.stringify(history),
            created_at: created,
            updated_at: history[history.length - 1]!.at,
          };
        }),
      ),
    );
  },
};
