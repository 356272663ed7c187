import { FRM_CATEGORIES, FRM_OUTCOMES, type FrmState } from '../../../contract/frm/rules.js';
import { insertFrmComplaintRow } from '../../repositories/frm-complaints.js';
import { days, insertInBatches, type SeedModule } from './context.js';

/** Who works the demo complaints: the two disputes analysts (demo-roles.ts). */
const ANALYSTS = ['disputes@console.example', 'disputes2@console.example'] as const;
const STATES: readonly FrmState[] = ['OPEN', 'UNDER_REVIEW', 'CLOSED'];
const NOTES = [
  'Called the merchant; waiting for the store manager to call back.',
  'Card holder confirms the card was with them at the time.',
  'Issuer asked for the terminal logs.',
  'Same device seen on two other merchants this week.',
] as const;

/**
 * A dozen FRM complaints (issue 43 item 4), four in each state, on the first chargeback transactions, each with one
 * to three notes; the closed ones carry an outcome. Their references follow their ids (FRM-000001 …).
 */
export const frmSeed: SeedModule = {
  name: 'frm',
  async seed({ db, rng, now }) {
    const txns = await db
      .selectFrom('chargeback_transactions')
      .select(['id', 'source_product', 'merchant_id', 'payment_transaction_id', 'bank_reference_no', 'amount'])
      .orderBy('id')
      .limit(12)
      .execute();
    for (const [i, t] of txns.entries()) {
      const status = STATES[i % STATES.length]!;
      const raisedAt = now - days(12 - i) - rng.int(60_000, 3_600_000);
      const id = await insertFrmComplaintRow(db, {
        product: t.source_product,
        merchant_id: t.merchant_id,
        transaction_id: t.id,
        payment_transaction_id: t.payment_transaction_id,
        rrn: t.bank_reference_no,
        amount_at_risk: Math.max(1, Math.round(Number(t.amount) * rng.int(30, 100)) / 100),
        category: FRM_CATEGORIES[i % FRM_CATEGORIES.length]!,
        description: `Suspected ${FRM_CATEGORIES[i % FRM_CATEGORIES.length]!.toLowerCase()} reported on this transaction.`,
        status,
        outcome: status === 'CLOSED' ? FRM_OUTCOMES[i % FRM_OUTCOMES.length]! : null,
        assignee: status === 'OPEN' && i % 2 === 0 ? null : ANALYSTS[i % ANALYSTS.length]!,
        raised_by: ANALYSTS[0],
        raised_at: raisedAt,
        updated_at: raisedAt + days(1),
      });
      const notes = Array.from({ length: 1 + (i % 3) }, (_, n) => ({
        complaint_id: id,
        author: ANALYSTS[n % ANALYSTS.length]!,
        text: NOTES[(i + n) % NOTES.length]!,
        created_at: raisedAt + (n + 1) * 3_600_000,
      }));
      await insertInBatches(db, 'frm_complaint_notes', notes);
    }
  },
};
