/**
 * The snapshot key (issue 39 item 4; contract/keyset.ts) on the number-paged lists of the merchant, CRM and payout
 * areas: KYC cases, the bank-change, settlement-type and settlement-unblock request lists, settlement holds, payout
 * reconciliation runs and the internal-transfer history (both spellings of its route). For each, page 2 of one-row
 * pages names its key in X-Snapshot; a row added ahead of it shifts page 2 asked for by number alone (so the check
 * can fail), and page 2 asked for with the key shows the same row as before (helpers/snapshot-case.ts). The OpenAPI
 * document lists the `snapshot` query parameter on each of these paths. Runs on SQLite, and on PostgreSQL under
 * scripts/with-postgres.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../server/plugins/openapi.js';
import { copyRow, expectSnapshotKept, maxOf, type Id, type SnapshotCase } from './helpers/snapshot-case.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let token: string;
const db = () => t.database.handle.db;

/** The ids of a list answer's rows (every list here answers `data.content` of rows with an `id`). */
const contentIds = (body: { data: { content: { id: Id }[] } }): Id[] => body.data.content.map((r) => r.id);

/** The smallest value of `column` in `table`, as a number (maxOf's counterpart, for an oldest-first list). */
async function minOf(table: 'kyc_cases', column: 'created_at'): Promise<number> {
  const r = await db()
    .selectFrom(table)
    .select((eb) => eb.fn.min(column).as('m'))
    .executeTakeFirstOrThrow();
  return Number(r.m);
}

/**
 * A decided change request of `kind` raised at `at`: a copy of a seeded bank change's approval request (REJECTED,
 * so it takes no pending slot) and its link row, as the kind's own list reads them (repositories/merchant-bank.ts).
 */
async function addChange(kind: 'BANK_CHANGE' | 'SETTLEMENT_TYPE' | 'SETTLEMENT_UNBLOCK', at: number) {
  const seeded = await db()
    .selectFrom('merchant_change_requests')
    .selectAll()
    .where('kind', '=', 'BANK_CHANGE')
    .orderBy('approval_id')
    .executeTakeFirstOrThrow();
  const id = await copyRow(t, 'approval_requests', seeded.approval_id, { kind, status: 'REJECTED', created_at: at });
  await db()
    .insertInto('merchant_change_requests')
    .values({ ...seeded, approval_id: id, kind, created_at: at })
    .execute();
  return id;
}

/** A copy of an internal transfer with its own (copied) approval request, raised after every other. */
async function addTransfer() {
  const transfer = await db().selectFrom('internal_transfers').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const at = (await maxOf(t, 'internal_transfers', 'created_at')) + 1000;
  const requestId = await copyRow(t, 'approval_requests', transfer.request_id, { created_at: at });
  return copyRow(t, 'internal_transfers', transfer.id, { request_id: requestId, created_at: at });
}

const anyId = async (table: 'kyc_cases' | 'settlement_blocks' | 'payout_recon_runs') =>
  (await db().selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('admin@console.example');
  // The seed has no reconciliation run and no settlement-type request, and one unblock request: enough rows for a
  // page 2 are made here (two runs through the route; the requests as decided ones, raised before the seeded ones).
  for (let i = 0; i < 2; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payouts/payout/recon/run',
      payload: { from: '2026-10-31', to: '2026-10-31' },
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const earliest = (await maxOf(t, 'merchant_change_requests', 'created_at')) - 86_400_000;
  await addChange('SETTLEMENT_TYPE', earliest);
  await addChange('SETTLEMENT_TYPE', earliest - 1000);
  await addChange('SETTLEMENT_UNBLOCK', earliest);
}, 60_000);
afterAll(() => t.close());

/** A change request raised after every other, so first in its (newest-first) list. */
const newestChange = (kind: 'BANK_CHANGE' | 'SETTLEMENT_TYPE' | 'SETTLEMENT_UNBLOCK') => async () =>
  addChange(kind, (await maxOf(t, 'merchant_change_requests', 'created_at')) + 1000);

const CASES: SnapshotCase[] = [
  {
    name: 'KYC cases (oldest first)',
    url: () => '/api/crm/merchantkyc/cases?page=1&size=1',
    ids: contentIds,
    add: async () =>
      copyRow(t, 'kyc_cases', await anyId('kyc_cases'), {
        created_at: (await minOf('kyc_cases', 'created_at')) - 1000,
      }),
  },
  {
    name: 'bank-change requests',
    url: () => '/api/crm/merchants/bank-change/requests?page=1&size=1',
    ids: contentIds,
    add: newestChange('BANK_CHANGE'),
  },
  {
    name: 'settlement-type requests',
    url: () => '/api/merchant-support/merchants/settlement/type/requests?page=1&size=1',
    ids: contentIds,
    add: newestChange('SETTLEMENT_TYPE'),
  },
  {
    name: 'settlement-unblock requests',
    url: () => '/api/merchant-support/merchants/settlement/unblock/requests?page=1&size=1',
    ids: contentIds,
    add: newestChange('SETTLEMENT_UNBLOCK'),
  },
  {
    name: 'settlement holds',
    url: () => '/api/merchant-support/merchants/settlement/blocks?page=1&size=1',
    ids: contentIds,
    add: async () =>
      copyRow(t, 'settlement_blocks', await anyId('settlement_blocks'), {
        status: 'RELEASED',
        created_at: (await maxOf(t, 'settlement_blocks', 'created_at')) + 1000,
      }),
  },
  {
    name: 'payout reconciliation runs',
    url: () => '/api/payouts/payout/recon/runs?page=2&limit=1',
    ids: contentIds,
    add: async () =>
      copyRow(t, 'payout_recon_runs', await anyId('payout_recon_runs'), {
        run_at: (await maxOf(t, 'payout_recon_runs', 'run_at')) + 1000,
      }),
  },
  {
    name: 'internal transfers (internal-account-transfer)',
    url: () => '/api/payouts/payout/internal-account-transfer/history?page=2&limit=1',
    ids: contentIds,
    add: addTransfer,
  },
  {
    name: 'internal transfers (internal-ac-transfer)',
    url: () => '/api/payouts/payout/internal-ac-transfer/history?page=2&limit=1',
    ids: contentIds,
    add: addTransfer,
  },
];

describe('a number-paged list keeps to its snapshot key', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => expectSnapshotKept(t, token, c));
});

it('OpenAPI lists `snapshot` on each of these lists', async () => {
  const res = await t.app.inject({ url: OPENAPI_PATH });
  const paths = (res.json() as { paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }> })
    .paths;
  for (const c of CASES) {
    const path = (await c.url()).split('?')[0]!;
    const params = paths[path]?.get?.parameters ?? [];
    expect(
      params.some((p) => p.name === 'snapshot' && p.in === 'query'),
      path,
    ).toBe(true);
  }
});
