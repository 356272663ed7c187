import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { accountValues, linkRequest } from '../../repositories/merchant-bank.js';
import { verifyAccount } from '../../repositories/merchant-bank-verify.js';
import { days, insertInBatches } from './context.js';
import { proofPdf, proofPng } from './dispute-proof-files.js';
import { MERCHANT_ID_FROM } from './merchants.js';

export const KYC_CASES = 40;

/** KYC cases (a few assigned to the demo maker) with a PAN image and a GST certificate PDF each. */
export async function seedKyc(
  db: Kysely<Database>,
  merchants: readonly { merchant_id: string; name: string }[],
  now: number,
) {
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
export async function seedPending(db: Kysely<Database>, now: number) {
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
