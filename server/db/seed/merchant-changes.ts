import type { Kysely } from 'kysely';
import type { PermissionKey } from '../../../contract/permissions.js';
import type { Database } from '../database.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { growMerchantChanges } from './merchant-changes-grow.js';
import { seedKyc, seedPending } from './merchant-changes-requests.js';
import { SEEDED_MERCHANTS } from './merchants.js';

/**
 * Who does what in the demo (README): Maker raises and reviews, Checker decides, Operations assigns KYC cases; the
 * Maker, the Checker and the Support Agent may reveal a merchant's masked numbers.
 */
const GRANTS: readonly { role: string; permissions: readonly PermissionKey[] }[] = [
  {
    role: 'Maker',
    permissions: [
      'CAN_RAISE_BANK_CHANGE',
      'CAN_SETTLEMENT_UNBLOCK_MAKER',
      'CAN_REVIEW_MERCHANT_KYC',
      'CAN_VIEW_MERCHANT_KYC',
      'CAN_RAISE_SETTLEMENT_TYPE_CHANGE',
    ],
  },
  {
    role: 'Checker',
    permissions: [
      'CAN_APPROVE_BANK_CHANGE',
      'CAN_SETTLEMENT_UNBLOCK_CHECKER',
      'CAN_APPROVE_MERCHANT_KYC',
      'CAN_VIEW_MERCHANT_KYC',
      'CAN_APPROVE_SETTLEMENT_TYPE_CHANGE',
    ],
  },
  { role: 'Operations', permissions: ['CAN_ASSIGN_MERCHANT_KYC', 'CAN_VIEW_MERCHANT_KYC'] },
  // Who compares a merchant's whole numbers with its documents or speaks to it: the maker (the beneficiary-name form
  // verifies the current account, so it reveals it), the checker, the support agent.
  { role: 'Maker', permissions: ['CAN_REVEAL_MERCHANT_PII'] },
  { role: 'Checker', permissions: ['CAN_REVEAL_MERCHANT_PII'] },
  { role: 'Support Agent', permissions: ['CAN_REVEAL_MERCHANT_PII'] },
];

const IFSCS = ['HDFC0000001', 'SBIN0000691', 'ICIC0000002'] as const;
const BANKS: Record<string, string> = {
  HDFC0000001: 'HDFC Bank',
  SBIN0000691: 'State Bank of India',
  ICIC0000002: 'ICICI Bank',
};

/**
 * Pure: the seeded account number of a merchant (12 digits). Its last digit is the merchant's index mod 10, so the
 * reference bank (repositories/merchant-bank-verify.ts) matches most, mismatches the 7s and 8s and fails the 9s.
 */
export const seededAccountNumber = (index: number, purpose: 'SETTLEMENT' | 'LOAN'): string =>
  `${purpose === 'SETTLEMENT' ? 5010 : 6020}${String(index).padStart(7, '0')}${index % 10}`;

export const SETTLEMENT_BLOCKS = 30;

async function grant(db: Kysely<Database>) {
  for (const g of GRANTS) {
    const role = await db.selectFrom('roles').select('id').where('name', '=', g.role).executeTakeFirst();
    if (!role) continue;
    await insertInBatches(
      db,
      'role_permissions',
      g.permissions.map((permission_name) => ({ role_id: role.id, permission_name })),
    );
  }
}

/** Bank accounts, settlement holds, KYC cases with their documents, and a few pending requests. */
export const merchantChangesSeed: SeedModule = {
  name: 'merchant-changes',
  async seed({ db, rng, now }) {
    await grant(db);
    const merchants = await db
      .selectFrom('merchants')
      .select(['merchant_id', 'name', 'kyc_status'])
      .orderBy('merchant_id')
      .limit(SEEDED_MERCHANTS)
      .execute();
    const accounts = merchants.flatMap((m, i) => {
      const base = { merchant_id: m.merchant_id, beneficiary_name: m.name.toUpperCase(), status: 'ACTIVE' };
      const ifsc = IFSCS[i % IFSCS.length]!;
      const created = now - days(rng.int(60, 400));
      const rows = [
        {
          ...base,
          purpose: 'SETTLEMENT',
          account_number: seededAccountNumber(i, 'SETTLEMENT'),
          ifsc,
          bank_name: BANKS[ifsc],
          created_at: created,
        },
      ];
      if (i % 3 === 0)
        rows.push({
          ...base,
          purpose: 'LOAN',
          account_number: seededAccountNumber(i, 'LOAN'),
          ifsc: IFSCS[(i + 1) % 3]!,
          bank_name: BANKS[IFSCS[(i + 1) % 3]!],
          created_at: created,
        });
      return rows;
    });
    await insertInBatches(db, 'merchant_bank_accounts', accounts);

    const holds = Array.from({ length: SETTLEMENT_BLOCKS + 10 }, (_, i) => ({
      merchant_id: merchants[(i * 7) % merchants.length]!.merchant_id,
      block_type: i % 4 === 0 ? 'DELAYED' : 'BLOCKED',
      amount_held: rng.int(500, 250_000) + rng.int(0, 99) / 100,
      reason: rng.pick([
        'Suspicious transaction spike',
        'Chargeback ratio above threshold',
        'KYC documents pending',
        'Bank account under review',
      ]),
      status: i < SETTLEMENT_BLOCKS ? 'ACTIVE' : 'RELEASED',
      created_at: now - days(rng.int(1, 30)),
      released_at: i < SETTLEMENT_BLOCKS ? null : now - days(rng.int(0, 1)),
      released_by: i < SETTLEMENT_BLOCKS ? null : 'checker@console.example',
    }));
    await insertInBatches(db, 'settlement_blocks', holds);
    const held = [...new Set(holds.filter((h) => h.status === 'ACTIVE').map((h) => h.merchant_id))];
    await db.updateTable('merchants').set({ settlement_hold: 'BLOCKED' }).where('merchant_id', 'in', held).execute();

    await seedKyc(db, merchants, now);
    await seedPending(db, now);
  },
  grow: growMerchantChanges,
};
