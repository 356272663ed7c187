import type { Insertable, Kysely } from 'kysely';
import { bankLabel } from '../../../contract/merchant-changes/bank.js';
import type { Database } from '../database.js';
import { days, insertInBatches } from './context.js';
import { SEEDED_MERCHANTS } from './merchants.js';
import { createRandom } from './random.js';

/** `npm run seed -- --scale N`: each of the area's big tables grows to this many rows × N. */
export const GROWN_PER_SCALE = 400;
const GROW_SEED = 20261116;
const BATCH = 200;

type Kind = 'BANK_CHANGE' | 'SETTLEMENT_UNBLOCK';
type RequestRow = Insertable<Database['approval_requests']>;
type Person = { id: number; email: string };

async function countOf(db: Kysely<Database>, table: 'settlement_blocks' | 'kyc_cases') {
  const q = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  return Number((await q.executeTakeFirstOrThrow()).n);
}

async function requestsOf(db: Kysely<Database>, kind: Kind) {
  const q = db
    .selectFrom('merchant_change_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Inserts decided requests and links each to its merchant; rows added (requests and links). */
async function insertDecided(
  db: Kysely<Database>,
  kind: Kind,
  rows: readonly { request: RequestRow; merchantId: string; purpose: string | null }[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const ids = await db
      .insertInto('approval_requests')
      .values(batch.map((r) => r.request))
      .returning('id')
      .execute();
    await insertInBatches(
      db,
      'merchant_change_requests',
      batch.map((r, k) => ({
        approval_id: ids[k]!.id,
        merchant_id: r.merchantId,
        kind,
        purpose: r.purpose,
        verification_id: null,
        created_at: r.request.created_at,
      })),
    );
  }
  return rows.length * 2;
}

/**
 * Grows the merchant change history to GROWN_PER_SCALE × `scale` rows per table, idempotently (counts what is there,
 * adds the rest): settlement holds released by approved unblock requests, rejected bank account changes and
 * decided KYC cases. Only history is added, so nothing pending or ACTIVE changes for the demo. Returns rows added.
 */
export async function growMerchantChanges(db: Kysely<Database>, scale: number, now: number): Promise<number> {
  const want = GROWN_PER_SCALE * scale;
  const people = await db
    .selectFrom('staff')
    .select(['id', 'email'])
    .where('email', 'in', ['maker@console.example', 'checker@console.example'])
    .execute();
  const maker = people.find((p) => p.email.startsWith('maker')) as Person | undefined;
  const checker = people.find((p) => p.email.startsWith('checker')) as Person | undefined;
  const merchants = await db
    .selectFrom('merchants')
    .select(['merchant_id', 'name'])
    .orderBy('merchant_id')
    .limit(SEEDED_MERCHANTS)
    .execute();
  if (!maker || !checker || merchants.length === 0) return 0;
  const decided = (k: number, at: number, status: string, remarks: string) => ({
    status,
    maker_id: maker.id,
    maker_email: maker.email,
    checker_id: checker.id,
    checker_email: checker.email,
    checker_remarks: remarks,
    created_at: at,
    decided_at: at + 3_600_000 + (k % 7) * 60_000,
  });
  let added = 0;

  await db.transaction().execute(async (trx) => {
    const have = await countOf(trx, 'settlement_blocks');
    const rng = createRandom(GROW_SEED + have);
    for (let start = have; start < want; start += BATCH) {
      const holds = Array.from({ length: Math.min(BATCH, want - start) }, (_, j) => {
        const k = start + j;
        const m = merchants[k % merchants.length]!;
        const created = now - days(31) - k * 3_600_000;
        return {
          merchant_id: m.merchant_id,
          block_type: k % 4 === 0 ? 'DELAYED' : 'BLOCKED',
          amount_held: rng.int(500, 250_000) + rng.int(0, 99) / 100,
          reason: rng.pick([
            'Suspicious transaction spike',
            'Chargeback ratio above threshold',
            'KYC documents pending',
          ]),
          status: 'RELEASED',
          created_at: created,
          released_at: created + days(2),
          released_by: checker.email,
          version: 2,
        };
      });
      const ids = await trx.insertInto('settlement_blocks').values(holds).returning('id').execute();
      added += holds.length;
      added += await insertDecided(
        trx,
        'SETTLEMENT_UNBLOCK',
        holds.map((h, j) => {
          const before = {
            merchantId: h.merchant_id,
            blockId: ids[j]!.id,
            status: 'ACTIVE',
            amountHeld: h.amount_held,
            blockType: h.block_type,
            reason: h.reason,
          };
          return {
            merchantId: h.merchant_id,
            purpose: null,
            request: {
              kind: 'SETTLEMENT_UNBLOCK',
              product_type: h.block_type,
              target_id: ids[j]!.id,
              target_version: 1,
              proposed_json: JSON.stringify({ ...before, status: 'RELEASED', unblockReason: 'Chargeback resolved' }),
              previous_json: JSON.stringify(before),
              maker_remarks: 'Hold reviewed, release requested',
              ...decided(start + j, h.created_at + days(1), 'APPROVED', 'Released after review'),
            },
          };
        }),
      );
    }
  });

  await db.transaction().execute(async (trx) => {
    const have = await requestsOf(trx, 'BANK_CHANGE');
    const accounts = await trx
      .selectFrom('merchant_bank_accounts')
      .select(['id', 'merchant_id', 'account_number', 'ifsc', 'beneficiary_name', 'bank_name'])
      .where('purpose', '=', 'SETTLEMENT')
      .where('status', '=', 'ACTIVE')
      .execute();
    const accountOf = new Map(accounts.map((a) => [a.merchant_id, a]));
    const previousOf = (merchantId: string) => {
      const a = accountOf.get(merchantId);
      return a
        ? {
            merchantId,
            purpose: 'SETTLEMENT',
            accountNumber: a.account_number,
            ifsc: a.ifsc,
            beneficiaryName: a.beneficiary_name,
            bankName: a.bank_name,
            label: bankLabel(a.ifsc, a.account_number),
          }
        : null;
    };
    const rows = Array.from({ length: Math.max(0, want - have) }, (_, j) => {
      const k = have + j;
      const m = merchants[k % merchants.length]!;
      const at = now - days(40) - k * 3_600_000;
      const account = `9${String(k).padStart(11, '0')}`;
      return {
        merchantId: m.merchant_id,
        purpose: 'SETTLEMENT',
        request: {
          kind: 'BANK_CHANGE',
          product_type: 'SETTLEMENT',
          target_id: accountOf.get(m.merchant_id)?.id ?? null,
          target_version: accountOf.has(m.merchant_id) ? 1 : null,
          proposed_json: JSON.stringify({
            merchantId: m.merchant_id,
            purpose: 'SETTLEMENT',
            accountNumber: account,
            ifsc: 'SBIN0000691',
            beneficiaryName: m.name.toUpperCase(),
            bankName: 'State Bank of India',
            label: bankLabel('SBIN0000691', account),
          }),
          previous_json: accountOf.has(m.merchant_id) ? JSON.stringify(previousOf(m.merchant_id)) : null,
          maker_remarks: 'Merchant asked to move the settlement account',
          ...decided(k, at, 'REJECTED', 'Cancelled cheque did not match the account'),
        },
      };
    });
    added += await insertDecided(trx, 'BANK_CHANGE', rows);
  });

  await db.transaction().execute(async (trx) => {
    const have = await countOf(trx, 'kyc_cases');
    const cases = Array.from({ length: Math.max(0, want - have) }, (_, j) => {
      const k = have + j;
      const m = merchants[k % merchants.length]!;
      const created = now - days(60) - k * 3_600_000;
      return {
        merchant_id: m.merchant_id,
        queue: k % 2 === 0 ? 'CENTRAL' : 'MANUAL',
        status: k % 5 === 0 ? 'REJECTED' : 'VERIFIED',
        declared_json: JSON.stringify({ legalName: m.name, businessType: 'Proprietorship' }),
        assignee_id: maker.id,
        assignee_email: maker.email,
        assigned_at: created + days(1),
        created_at: created,
        updated_at: created + days(3),
        version: 3,
      };
    });
    await insertInBatches(trx, 'kyc_cases', cases, BATCH);
    added += cases.length;
  });
  return added;
}
