import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { linkRequest } from '../../repositories/merchant-bank.js';
import { insertMobileProof } from '../../repositories/mobile-change.js';
import { days, type SeedModule } from './context.js';
import { proofPdf, proofPng } from './dispute-proof-files.js';

const HOUR = 3_600_000;

/**
 * Mobile change requests for /mobile-change-request, one merchant each (1000181-1000184), in every state: two
 * PENDING (a PDF and a PNG proof), one APPROVED (the merchant's mobile is its new number) and one REJECTED. Raised by
 * the demo Maker, decided by the demo Checker.
 */
const REQUESTS = [
  { merchantId: '1000181', status: 'PENDING', next: '7000000181', reason: 'Lost SIM', proof: 'pdf' },
  { merchantId: '1000182', status: 'PENDING', next: '8000000182', reason: 'Owner changed', proof: 'png' },
  { merchantId: '1000183', status: 'APPROVED', old: '9123400183', reason: 'Number changed', proof: 'pdf' },
  { merchantId: '1000184', status: 'REJECTED', next: '6000000184', reason: 'Others', proof: 'png' },
] as const;

export const mobileChangeSeed: SeedModule = {
  name: 'mobile-change',
  async seed({ db, now }) {
    await seedMobileChanges(db, now);
  },
};

async function staff(db: Kysely<Database>, email: string) {
  return db.selectFrom('staff').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
}

async function seedMobileChanges(db: Kysely<Database>, now: number) {
  const maker = await staff(db, 'maker@console.example');
  const checker = await staff(db, 'checker@console.example');
  if (!maker || !checker) return;
  for (const [i, r] of REQUESTS.entries()) {
    const merchant = await db
      .selectFrom('merchants')
      .select(['id', 'name', 'mobile'])
      .where('merchant_id', '=', r.merchantId)
      .executeTakeFirst();
    if (!merchant?.mobile) continue;
    // An approved request moved the merchant from its old number to the one it has now.
    const [before, after] = 'old' in r ? [r.old, merchant.mobile] : [merchant.mobile, r.next];
    const at = now - days(2) + i * HOUR;
    const fileName = r.proof === 'pdf' ? `mobile-proof-${r.merchantId}.pdf` : `sim-letter-${r.merchantId}.png`;
    const bytes =
      r.proof === 'pdf'
        ? await proofPdf('Mobile number change', [`Merchant ${r.merchantId}`, `Reason: ${r.reason}`])
        : proofPng();
    const mediaType = r.proof === 'pdf' ? 'application/pdf' : 'image/png';
    const row = await insertRequest(db, {
      kind: 'MOBILE_CHANGE',
      productType: null,
      targetId: merchant.id,
      targetVersion: null,
      proposed: {
        merchantId: r.merchantId,
        merchantName: merchant.name,
        mobile: after,
        reason: r.reason,
        fileName,
        mediaType,
        size: bytes.length,
      },
      previous: { merchantId: r.merchantId, mobile: before },
      maker: { staffId: maker.id, email: maker.email },
      remarks: `Merchant called from the registered email; ${r.reason.toLowerCase()}.`,
      at,
    });
    await linkRequest(db, {
      approvalId: row.id,
      merchantId: r.merchantId,
      kind: 'MOBILE_CHANGE',
      purpose: null,
      verificationId: null,
      at,
    });
    await insertMobileProof(db, row.id, { fileName, mediaType, size: bytes.length, key: null, content: bytes }, at);
    if (r.status !== 'PENDING')
      await db
        .updateTable('approval_requests')
        .set({
          status: r.status,
          checker_id: checker.id,
          checker_email: checker.email,
          checker_remarks: r.status === 'APPROVED' ? 'Proof matches the owner on file.' : 'Proof is not legible.',
          decided_at: at + HOUR,
        })
        .where('id', '=', row.id)
        .execute();
  }
}
