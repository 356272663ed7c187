import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { days, insertInBatches } from './context.js';
import { MERCHANT_ID_FROM } from './merchants.js';
import type { Random } from './random.js';

const LOAN_STATES = ['APPLIED', 'APPROVED', 'DISBURSED', 'CLOSED', 'CANCELLED', 'DISBURSED'] as const;
const TICKET_SUBJECTS = ['Settlement not received', 'QR not working', 'Device rental query', 'Change bank account'];
const TICKET_STATES = ['OPEN', 'PENDING', 'RESOLVED', 'CLOSED'] as const;
const DEDUCTIONS = [
  ['MDR', 'Merchant discount rate'],
  ['GST', 'GST on MDR'],
  ['RENTAL', 'Device rental'],
] as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

function emiOf(amount: number, ratePct: number, months: number): number {
  const r = ratePct / 1200;
  return round2((amount * r) / (1 - (1 + r) ** -months));
}

/**
 * Stores, devices, settlements with deductions, loans, SafeGold, tickets, calls and messages of the first `count`
 * merchants. Returns each merchant's latest SETTLED settlement id (older transactions are settled into it).
 */
export async function seedMerchantExtras(
  db: Kysely<Database>,
  rng: Random,
  now: number,
  count: number,
): Promise<Map<string, number>> {
  const ids = Array.from({ length: count }, (_, i) => String(MERCHANT_ID_FROM + i));
  const stores = ids.flatMap((merchant_id, i) => {
    const main = { merchant_id, store_id: String(5_000_001 + i), name: `Main store`, status: 'ACTIVE' };
    const second = { merchant_id, store_id: String(6_000_001 + i), name: `Branch store`, status: 'ACTIVE' };
    return (i % 5 === 0 ? [main, second] : [main]).map((s, j) => ({
      ...s,
      address: `${j + 1}, Station Road`,
      city: 'Pune',
      pincode: '411001',
      created_at: now - days(200 + (i % 300)),
    }));
  });
  await insertInBatches(db, 'merchant_stores', stores);

  const devices = ids.flatMap((merchant_id, i) =>
    i % 3 === 0
      ? [
          {
            merchant_id,
            store_id: String(5_000_001 + i),
            product: i % 2 === 0 ? 'bharat' : 'android',
            device_serial: `SN${String(700_000 + i)}`,
            terminal_id: `T${String(80_000_000 + i)}`,
            model: i % 2 === 0 ? 'PAX D180' : 'Sunmi P2',
            status: i % 9 === 3 ? 'RETURN_REQUESTED' : 'ACTIVE',
            monthly_rental: i % 2 === 0 ? 299 : 499,
            assigned_at: now - days(100 + (i % 200)),
            returned_at: null,
            return_reason: null,
          },
        ]
      : [],
  );
  await insertInBatches(db, 'merchant_devices', devices);

  const settlements = ids.flatMap((merchant_id, i) =>
    [4, 3, 2, 1].map((age, j) => {
      const gross = rng.int(2_000, 90_000) + rng.int(0, 99) / 100;
      const deductions = round2(gross * 0.02);
      const pending = j === 3 && i % 4 === 1;
      return {
        merchant_id,
        settlement_ref: `STL${merchant_id}${j}`,
        type: 'AUTO',
        gross_amount: gross,
        deductions,
        net_amount: round2(gross - deductions),
        status: pending ? (i % 8 === 1 ? 'FAILED' : 'PENDING') : 'SETTLED',
        utr: pending ? null : `UTR${rng.digits(12)}`,
        remarks: null,
        created_at: now - days(age * 3),
        updated_at: now - days(age * 3),
      };
    }),
  );
  await insertInBatches(db, 'merchant_settlements', settlements);
  const saved = await db
    .selectFrom('merchant_settlements')
    .select(['id', 'merchant_id', 'gross_amount', 'status', 'created_at'])
    .orderBy('id')
    .execute();
  const latestSettled = new Map<string, number>();
  for (const s of saved) if (s.status === 'SETTLED') latestSettled.set(s.merchant_id, s.id);
  await insertInBatches(
    db,
    'merchant_settlement_deductions',
    saved.flatMap((s, n) =>
      DEDUCTIONS.slice(0, n % 3 === 0 ? 3 : 2).map(([kind, description]) => ({
        settlement_id: s.id,
        merchant_id: s.merchant_id,
        kind,
        amount: kind === 'RENTAL' ? 299 : round2(Number(s.gross_amount) * (kind === 'MDR' ? 0.017 : 0.003)),
        description,
        created_at: Number(s.created_at),
      })),
    ),
  );

  const loans = ids.flatMap((merchant_id, i) => {
    if (i % 3 !== 0 && i !== 10) return [];
    const status = LOAN_STATES[((i / 3) % LOAN_STATES.length) | 0]!;
    const amount = 50_000 + (i % 10) * 25_000;
    const applied = now - days(20 + (i % 300));
    const live = status === 'DISBURSED' || status === 'CLOSED';
    return [
      {
        loan_id: `LN${merchant_id}`,
        merchant_id,
        product: i % 6 === 0 ? 'CREDIT_LINE' : 'TERM_LOAN',
        status,
        amount,
        outstanding: status === 'DISBURSED' ? round2(amount * 0.6) : 0,
        tenure_months: 12,
        interest_rate: 18,
        emi: emiOf(amount, 18, 12),
        applied_at: applied,
        disbursed_at: live ? applied + days(3) : null,
        closed_at: status === 'CLOSED' ? applied + days(15) : null,
        noc_sent_at: null,
        updated_at: applied,
      },
    ];
  });
  await insertInBatches(db, 'merchant_loans', loans);

  const gold = ids.flatMap((merchant_id, i) =>
    i % 4 === 0 || i === 10
      ? [0, 1, 2].map((j) => {
          const rate = 7_200 + j * 35;
          const grams = [0.5, 0.25, 0.1][j]!;
          return {
            txn_ref: `SG${merchant_id}${j}`,
            merchant_id,
            type: j === 2 ? 'SELL' : 'BUY',
            grams,
            rate,
            amount: round2(grams * rate),
            status: 'SUCCESS',
            created_at: now - days(60 - j * 20),
          };
        })
      : [],
  );
  await insertInBatches(db, 'merchant_gold_transactions', gold);

  const tickets = ids.flatMap((merchant_id, i) =>
    i % 2 === 0
      ? [0, 1].map((j) => ({
          ticket_id: `FD${merchant_id}${j}`,
          merchant_id,
          subject: TICKET_SUBJECTS[(i + j) % TICKET_SUBJECTS.length]!,
          status: TICKET_STATES[(i + j) % TICKET_STATES.length]!,
          priority: j === 0 ? 'HIGH' : 'LOW',
          created_at: now - days(5 + j * 10),
          updated_at: now - days(2 + j * 10),
        }))
      : [],
  );
  await insertInBatches(db, 'merchant_tickets', tickets);
  await insertInBatches(
    db,
    'merchant_calls',
    ids
      .filter((_, i) => i % 3 === 1 || i === 10)
      .map((merchant_id, i) => ({
        merchant_id,
        direction: i % 2 === 0 ? 'INBOUND' : 'OUTBOUND',
        status: 'COMPLETED',
        agent_email: 'support@console.example',
        duration_seconds: 60 + (i % 400),
        created_at: now - days(1 + (i % 20)),
      })),
  );
  await insertInBatches(
    db,
    'merchant_messages',
    ids
      .filter((_, i) => i % 4 === 2)
      .map((merchant_id) => ({
        merchant_id,
        channel: 'SMS',
        service: 'settlement',
        template: 'SETTLEMENT_DONE',
        body: 'Your settlement has been credited to your bank.',
        sent_by: null,
        created_at: now - days(3),
      })),
  );
  return latestSettled;
}
