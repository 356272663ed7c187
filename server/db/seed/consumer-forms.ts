import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import type { SeedModule } from './context.js';
import { DEMO_CONSUMERS } from './consumers-fixtures.js';
import { kycImagePair } from './kyc-images.js';

const DAY = 86_400;

/** KYC images (POA front and selfie) of the demo consumers who have KYC; the 'empty' consumer has none. */
async function seedKycImages(db: Kysely<Database>, nowSec: number): Promise<void> {
  const { active, blocked, closed } = DEMO_CONSUMERS;
  const rows = [active.id, blocked.id, closed.id].flatMap((id) =>
    ['POA', 'SELFIE'].map((docType) => {
      const pair = kycImagePair(docType, id);
      return {
        consumer_id: id,
        doc_type: docType,
        media_type: 'image/png',
        masked_content: pair.masked,
        clear_content: pair.clear,
        created_at: nowSec,
      };
    }),
  );
  await db.insertInto('consumer_kyc_images').values(rows).execute();
}

/**
 * NACH mandates (spec §3.17) of the active demo consumer's loans: each disbursed loan has one (the second ACTIVE one
 * FAILED, with its rejection reason); the PENDING loan has none, so its NACH view shows the empty state.
 */
async function seedNach(db: Kysely<Database>): Promise<void> {
  const loans = await db
    .selectFrom('consumer_emis')
    .select(['id', 'consumer_id', 'loan_status', 'date_of_loan_disbursed', 'disbursed_amount', 'tenure'])
    .where('consumer_id', '=', DEMO_CONSUMERS.active.id)
    .orderBy('id')
    .execute();
  let active = 0;
  const rows = loans
    .filter((l) => l.loan_status !== 'PENDING')
    .map((l) => {
      const failed = l.loan_status === 'ACTIVE' && active++ === 1;
      const registered = Number(l.date_of_loan_disbursed) - 2 * DAY;
      return {
        loan_id: Number(l.id),
        consumer_id: Number(l.consumer_id),
        account_name: 'Asha Verma',
        amount: Math.round((Number(l.disbursed_amount) / Number(l.tenure)) * 100) / 100,
        bank_account_no: `50100${String(l.id).padStart(4, '0')}9012`,
        ifsc: 'HDFC0001234',
        date_of_registration: registered,
        date_of_clearance: failed ? null : registered + 3 * DAY,
        nach_clearance_date: failed ? null : registered + 3 * DAY,
        status: failed ? 'FAILED' : 'SUCCESS',
        rejection_reason: failed ? 'Account closed or transferred' : null,
      };
    });
  if (rows.length) await db.insertInto('consumer_nach_mandates').values(rows).execute();
}

/** The consumer 360's KYC images and NACH mandates (migration 0014); whitelist, charges and refunds start empty. */
export const consumerFormsSeed: SeedModule = {
  name: 'consumer-forms',
  async seed({ db, now }) {
    const nowSec = Math.floor(now / 1000);
    await seedKycImages(db, nowSec);
    await seedNach(db);
  },
};
