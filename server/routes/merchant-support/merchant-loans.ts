import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MERCHANT_LISTS, MERCHANT_READS, MERCHANT_ACTIONS } from '../../../contract/merchant/calls.js';
import { MERCHANT_SUPPORT_READS } from '../../../contract/merchant/support-reads.js';
import { serve } from '../declared.js';
import { z } from 'zod';
import { loanRouteDto, OPEN_LOAN_STATES, routeLoan } from '../../../contract/merchant/loan-route.js';
import { MERCHANT_MESSAGES } from '../../../contract/merchant/messages.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import {
  cancelApplication,
  findLoan,
  goldDetail,
  listGold,
  listLoans,
  loanSummary,
  markNocSent,
  toGoldDto,
  toLoanDto,
} from '../../repositories/merchant-lending.js';
import { findCreditLine } from '../../repositories/merchant-credit-line.js';
import { ok } from './envelope.js';
import { auditMerchantAction, requireChangeable } from './merchant-change.js';
import { merchantIdParams, requireMerchant, serveMerchantRead } from './merchant-common.js';
import { goldDto, listOf, loanDto, one } from './merchant-schemas.js';

const loanBody = z.object({
  loanId: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{4,20}$/, 'Loan ID: 4 to 20 capital letters or digits.'),
});

/**
 * Loans and SafeGold (spec §7.4): summary, all loans, one loan's details, eligibility, cancel an application (APPLIED
 * or APPROVED), send the NOC of a CLOSED loan; SafeGold holding and transactions.
 */
export async function merchantLoanRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const params = merchantIdParams;

  serveMerchantRead(
    app,
    db,
    MERCHANT_READS.loanSummary,
    one(
      z.object({
        totalLoans: z.number().int(),
        activeLoans: z.number().int(),
        totalOutstanding: z.number(),
        byStatus: z.record(z.string(), z.number().int()),
      }),
    ),
    async (merchantId) => loanSummary(await listLoans(db, merchantId)),
  );

  serveMerchantRead(app, db, MERCHANT_LISTS['m360-loans'], listOf(loanDto), async (merchantId) =>
    (await listLoans(db, merchantId)).map(toLoanDto),
  );

  serve(
    app,
    MERCHANT_SUPPORT_READS.loanDetails,
    { params, querystring: loanBody, response: one(loanDto) },
    async (request) => {
      const loan = await findLoan(db, request.params.merchantId, request.query.loanId);
      if (!loan) throw new RequestError(404, MERCHANT_MESSAGES.notFound);
      return ok(toLoanDto(loan));
    },
  );

  serve(
    app,
    MERCHANT_READS.eligibility,
    { params, response: one(z.object({ eligible: z.boolean(), maxAmount: z.number(), reason: z.string() })) },
    async (request) => {
      const m = await requireMerchant(db, request.params.merchantId);
      const open = (await listLoans(db, m.merchant_id)).some((l) =>
        ['APPLIED', 'APPROVED', 'DISBURSED'].includes(l.status),
      );
      const eligible = m.status === 'ACTIVE' && m.kyc_status === 'VERIFIED' && !open;
      const reason = eligible
        ? 'Eligible'
        : open
          ? 'An open loan or application exists.'
          : 'The merchant must be ACTIVE with verified KYC.';
      return ok({ eligible, maxAmount: eligible ? 300_000 : 0, reason });
    },
  );

  // §7.4 GET loan/route/eligible/verify: the checks, and where an application (`loanId`, or a new one) is routed.
  serve(
    app,
    MERCHANT_READS.loanRoute,
    { params, querystring: loanBody.partial(), response: one(loanRouteDto) },
    async (request) => {
      const m = await requireMerchant(db, request.params.merchantId);
      const loanId = request.query.loanId ?? null;
      const loans = await listLoans(db, m.merchant_id);
      if (loanId && !loans.some((l) => l.loan_id === loanId)) throw new RequestError(404, MERCHANT_MESSAGES.notFound);
      const open: readonly string[] = OPEN_LOAN_STATES;
      const line = await findCreditLine(db, m.merchant_id);
      const facts = {
        merchantId: m.merchant_id,
        status: m.status,
        kycStatus: m.kyc_status,
        settlementHold: m.settlement_hold,
        onboardedAt: m.onboarded_at === null ? null : Number(m.onboarded_at),
        openLoans: loans.filter((l) => l.loan_id !== loanId && open.includes(l.status)).length,
        creditLine: line ? { lender: line.lender, status: line.status } : null,
        now: Date.now(),
      };
      return ok(routeLoan(facts, loanId));
    },
  );

  const loanAction =
    (action: string, apply: typeof cancelApplication, refusal: string) =>
    async (request: FastifyRequest<{ Params: { merchantId: string }; Body: { loanId: string } }>) => {
      const merchantId = request.params.merchantId;
      await requireChangeable(db, merchantId);
      const { loanId } = request.body;
      return db.transaction().execute(async (trx) => {
        const at = Date.now();
        const before = await findLoan(trx, merchantId, loanId);
        if (!before) throw new RequestError(404, MERCHANT_MESSAGES.notFound);
        if (!(await apply(trx, merchantId, loanId, at))) throw new RequestError(409, refusal);
        const after = (await findLoan(trx, merchantId, loanId))!;
        await auditMerchantAction(
          trx,
          request,
          merchantId,
          action,
          { loanId, from: before.status, to: after.status },
          at,
        );
        return ok(toLoanDto(after), MERCHANT_MESSAGES.success);
      });
    };

  serve(
    app,
    MERCHANT_ACTIONS.cancelLoan,
    { params, body: loanBody, response: one(loanDto) },
    loanAction('loan.cancel', cancelApplication, MERCHANT_MESSAGES.loanNotCancellable),
  );
  serve(
    app,
    MERCHANT_ACTIONS.sendNoc,
    { params, body: loanBody, response: one(loanDto) },
    loanAction('loan.send_noc', markNocSent, MERCHANT_MESSAGES.loanNotClosed),
  );

  serveMerchantRead(
    app,
    db,
    MERCHANT_READS.gold,
    one(
      z.object({
        goldGrams: z.number(),
        latestRate: z.number(),
        currentValue: z.number(),
        hasAccount: z.boolean(),
      }),
    ),
    async (merchantId) => goldDetail(await listGold(db, merchantId)),
  );
  serveMerchantRead(app, db, MERCHANT_LISTS['m360-gold'], listOf(goldDto), async (merchantId) =>
    (await listGold(db, merchantId)).map(toGoldDto),
  );
}
