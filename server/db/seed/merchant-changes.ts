import type { Kysely } from 'kysely';
import type { PermissionKey } from '../../../contract/permissions.js';
import type { Database } from '../database.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { accountValues, linkRequest } from '../../repositories/merchant-bank.js';
import { verifyAccount } from '../../repositories/merchant-bank-verify.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { proofPdf, proofPng } from './dispute-proof-files.js';
import { MERCHANT_ID_FROM, SEEDED_MERCHANTS } from './merchants.js';

/** Who does what in the demo (README): Maker raises and reviews, Checker decides, Operations assigns KYC cases. */
const GRANTS: readonly { role: string; permissions: readonly PermissionKey[] }[] = [
  {
    role: 'Maker',
    permissions: [
      'CAN_RAISE_BANK_CHANGE',
      'CAN_SETTLEMENT_UNBLOCK_MAKER',
      'CAN_REVIEW_MERCHANT_KYC',
      'CAN_VIEW_MERCHANT_KYC',
    ],
  },
  {
    role: 'Checker',
    permissions: [
      'CAN_APPROVE_BANK_CHANGE',
      'CAN_SETTLEMENT_UNBLOCK_CHECKER',
      'CAN_APPROVE_MERCHANT_KYC',
      'CAN_VIEW_MERCHANT_KYC',
    ],
  },
  { role: 'Operations', permissions: ['CAN_ASSIGN_MERCHANT_KYC', 'CAN_VIEW_MERCHANT_KYC'] },
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

export const KYC_CASES = 40;
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
};

async function seedKyc(db: Kysely<Database>, merchants: readonly { merchant_id: string; name: string }[], now: number) {
  const pending = merchants.filter((_, i) => i % 7 === 3).slice(0, KYC_CASES);
  const reviewer = await db
    .selectFrom('staff')
    .select(['id', 'email'])
    .where('email', '=', 'maker@console.example')
    .executeTakeFirst();
  const pdf = await proofPdf('GST Registration Certificate', ['Form GST REG-06', 'Seeded demo document']);
  const docs = [];
  for (const [i, m] of pending.entries()) {
    const pan = `ABCPK${String(1000 + i).padStart(4, '0')}F`;
    await db
      .insertInto('kyc_cases')
      .values({
        merchant_id: m.merchant_id,
        queue: i % 2 === 0 ? 'CENTRAL' : 'MANUAL',
        status: i < 3 && reviewer ? 'ASSIGNED' : 'PENDING',
        declared_json: JSON.stringify({
          legalName: m.name,
          pan,
          businessType: i % 3 === 0 ? 'Proprietorship' : 'Partnership',
          address: `${10 + i}, Market Road, ${m.name.split(' ')[0]}`,
          gstin: `27${pan}1Z${i % 10}`,
        }),
        assignee_id: i < 3 && reviewer ? reviewer.id : null,
        assignee_email: i < 3 && reviewer ? reviewer.email : null,
        assigned_at: i < 3 && reviewer ? now - days(1) : null,
        created_at: now - days(20 - (i % 20)),
        updated_at: now - days(1),
      })
      .execute();
    const png = proofPng(96, 60, [200 + (i % 50), 220, 240 - (i % 40)]);
    docs.push(
      {
        merchant_id: m.merchant_id,
        doc_type: 'PAN',
        doc_identifier: pan,
        file_name: `pan-${m.merchant_id}.png`,
        media_type: 'image/png',
        size: png.length,
        content: png,
        created_at: now - days(21),
      },
      {
        merchant_id: m.merchant_id,
        doc_type: 'GST_CERTIFICATE',
        doc_identifier: null,
        file_name: `gst-${m.merchant_id}.pdf`,
        media_type: 'application/pdf',
        size: pdf.length,
        content: pdf,
        created_at: now - days(21),
      },
    );
  }
  await insertInBatches(db, 'kyc_documents', docs, 100);
}

/** Two pending bank changes (one with a name mismatch) and one pending unblock, raised by the demo maker. */
async function seedPending(db: Kysely<Database>, now: number) {
  const maker = await db
    .selectFrom('staff')
    .select(['id', 'email'])
    .where('email', '=', 'maker@console.example')
    .executeTakeFirst();
  if (!maker) return;
  const who = { staffId: maker.id, email: maker.email };
  for (const [index, newAccount] of [
    [1, '918273645560'],
    [4, '918273645567'],
  ] as const) {
    const merchantId = String(MERCHANT_ID_FROM + index);
    const merchant = await db
      .selectFrom('merchants')
      .select('name')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    const current = await db
      .selectFrom('merchant_bank_accounts')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('purpose', '=', 'SETTLEMENT')
      .executeTakeFirstOrThrow();
    const at = now - days(1) + index;
    const v = await verifyAccount(db, {
      merchantId,
      merchantName: merchant.name,
      purpose: 'SETTLEMENT',
      accountNumber: newAccount,
      ifsc: 'SBIN0000691',
      staffId: maker.id,
      at,
    });
    const next = {
      account_number: newAccount,
      ifsc: 'SBIN0000691',
      beneficiary_name: merchant.name.toUpperCase(),
      bank_name: 'State Bank of India',
    };
    const row = await insertRequest(db, {
      kind: 'BANK_CHANGE',
      productType: 'SETTLEMENT',
      targetId: current.id,
      targetVersion: current.version,
      proposed: {
        merchantId,
        purpose: 'SETTLEMENT',
        ...accountValues(next),
        verificationId: v.verificationId,
        nameAtBank: v.nameAtBank,
        matchScore: v.matchScore,
      },
      previous: { merchantId, purpose: 'SETTLEMENT', ...accountValues(current) },
      maker: who,
      remarks: 'Merchant moved the settlement account to a new bank',
      at,
    });
    await linkRequest(db, {
      approvalId: row.id,
      merchantId,
      kind: 'BANK_CHANGE',
      purpose: 'SETTLEMENT',
      verificationId: v.verificationId,
      at,
    });
  }
  const block = await db
    .selectFrom('settlement_blocks')
    .selectAll()
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .executeTakeFirst();
  if (!block) return;
  const before = {
    merchantId: block.merchant_id,
    blockId: block.id,
    status: 'ACTIVE',
    amountHeld: Number(block.amount_held),
    blockType: block.block_type,
    reason: block.reason,
  };
  const row = await insertRequest(db, {
    kind: 'SETTLEMENT_UNBLOCK',
    productType: block.block_type,
    targetId: block.id,
    targetVersion: block.version,
    proposed: { ...before, status: 'RELEASED', unblockReason: 'Chargeback resolved' },
    previous: before,
    maker: who,
    remarks: 'Chargeback closed in the merchant’s favour',
    at: now - days(1),
  });
  await linkRequest(db, {
    approvalId: row.id,
    merchantId: block.merchant_id,
    kind: 'SETTLEMENT_UNBLOCK',
    purpose: null,
    verificationId: null,
    at: now - days(1),
  });
}
