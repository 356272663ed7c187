import {
  MERCHANT_REFUND_KIND,
  REFUND_REASONS,
  refundTypeOf,
  type RefundPrevious,
  type RefundProposed,
} from '../../../contract/merchant-refunds/rules.js';
import { toPaise } from '../../../contract/money.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { linkRequest } from '../../repositories/merchant-bank.js';
import { recordApprovedRefund } from '../../repositories/merchant-refunds.js';
import { days, type SeedModule } from './context.js';

type State = 'PENDING' | 'APPROVED' | 'REJECTED';

/**
 * Refund requests in every state (issue 43 item 1), raised by the demo maker and decided by the demo checker: on
 * successful transactions nothing refunded yet, of the first merchants. Each is `share` of the transaction (1: all of
 * it); the fourth transaction has one approved partial refund and a second one pending, so its refundable rest is
 * reserved. Approved ones are recorded as an approval does it (a refund row, the refunded amount raised).
 */
const PLAN: readonly { txn: number; share: number; state: State }[] = [
  { txn: 0, share: 0.5, state: 'PENDING' },
  { txn: 1, share: 1, state: 'PENDING' },
  { txn: 2, share: 0.25, state: 'APPROVED' },
  { txn: 3, share: 0.3, state: 'APPROVED' },
  { txn: 3, share: 0.2, state: 'PENDING' },
  { txn: 4, share: 1, state: 'APPROVED' },
  { txn: 5, share: 0.4, state: 'REJECTED' },
  { txn: 6, share: 1, state: 'REJECTED' },
];

export const merchantRefundsSeed: SeedModule = {
  name: 'merchant-refunds',
  async seed({ db, now }) {
    const staff = await db
      .selectFrom('staff')
      .select(['id', 'email'])
      .where('email', 'in', ['maker@console.example', 'checker@console.example'])
      .execute();
    const maker = staff.find((s) => s.email.startsWith('maker'));
    const checker = staff.find((s) => s.email.startsWith('checker'));
    if (!maker || !checker) return;
    const txns = await db
      .selectFrom('merchant_transactions')
      .selectAll()
      .where('status', '=', 'SUCCESS')
      .where('refunded_amount', '=', 0)
      .where('merchant_id', 'in', ['1000001', '1000002', '1000003'])
      .orderBy('id')
      .limit(7)
      .execute();
    const refunded = new Map<number, number>();
    for (const [i, step] of PLAN.entries()) {
      const t = txns[step.txn];
      if (!t) continue;
      const at = now - days(PLAN.length - i);
      const amount = Number(t.amount);
      const before = refunded.get(t.id) ?? 0;
      const refundable = (toPaise(amount) - toPaise(before)) / 100;
      const refund = step.share === 1 ? refundable : Math.round(amount * step.share * 100) / 100;
      const previous: RefundPrevious = {
        merchantId: t.merchant_id,
        txnId: t.txn_id,
        rrn: t.rrn,
        txnAmount: amount,
        refundedAmount: before,
        refundableAmount: refundable,
      };
      const proposed: RefundProposed = {
        merchantId: t.merchant_id,
        txnId: t.txn_id,
        rrn: t.rrn,
        amount: refund,
        refundType: refundTypeOf(refund, refundable),
        reason: REFUND_REASONS[i % REFUND_REASONS.length]!,
        refundedAmount: (toPaise(before) + toPaise(refund)) / 100,
        refundableAmount: (toPaise(refundable) - toPaise(refund)) / 100,
      };
      const row = await insertRequest(db, {
        kind: MERCHANT_REFUND_KIND,
        productType: proposed.refundType,
        targetId: t.id,
        targetVersion: null,
        proposed: { ...proposed },
        previous: { ...previous },
        maker: { staffId: maker.id, email: maker.email },
        remarks: `Merchant asked to refund ${t.txn_id}.`,
        at,
      });
      await linkRequest(db, {
        approvalId: row.id,
        merchantId: t.merchant_id,
        kind: MERCHANT_REFUND_KIND,
        purpose: null,
        verificationId: null,
        at,
      });
      if (step.state === 'PENDING') continue;
      const decidedAt = at + 3_600_000;
      await db
        .updateTable('approval_requests')
        .set({
          status: step.state,
          checker_id: checker.id,
          checker_email: checker.email,
          checker_remarks: step.state === 'APPROVED' ? 'Verified with the merchant.' : 'Not refundable per policy.',
          decided_at: decidedAt,
        })
        .where('id', '=', row.id)
        .execute();
      if (step.state === 'APPROVED') {
        await recordApprovedRefund(db, row, decidedAt);
        refunded.set(t.id, proposed.refundedAmount);
      }
    }
  },
};
