import type { FastifyInstance } from 'fastify';
import { MERCHANT_LISTS, MERCHANT_READS } from '../../../contract/merchant/calls.js';
import { serve } from '../declared.js';
import { z } from 'zod';
import { CREDIT_LINE_KINDS, MONTH_PATTERN } from '../../../contract/merchant/loan-calls.js';
import type { AppDeps } from '../../app-deps.js';
import {
  findCreditLine,
  listEntries,
  listExcessNach,
  toApplicationDto,
  toCreditLineDetailsDto,
  toCreditLineDto,
  toEntryDto,
  toExcessNachDto,
  toLoanDetailsDto,
} from '../../repositories/merchant-credit-line.js';
import { listLoans } from '../../repositories/merchant-lending.js';
import { ok } from './envelope.js';
import {
  merchantIdParams,
  pageQuery,
  requireMerchant,
  serveMerchantPage,
} from './merchant-common.js';
import {
  applicationDto,
  creditLineDetailsDto,
  creditLineDto,
  entryDto,
  excessNachDto,
  loanDetailsDto,
} from './merchant-loan-schemas.js';
import { listOf, one } from './merchant-schemas.js';

const month = z.string().regex(MONTH_PATTERN, 'Month: YYYY-MM.');
const monthlyQuery = pageQuery.extend({ month: month.optional() });
const kindQuery = pageQuery.extend({ kind: z.enum(['INTEREST', 'PENALTY']).optional(), month: month.optional() });

/** The three monthly lists of §7.4 `loans/creditline/monthly/…`, each one kind of credit-line entry. */
const MONTHLY = [
  ['transactions', 'TRANSACTION'],
  ['refunds', 'REFUND'],
  ['repayments', 'REPAYMENT'],
] as const satisfies readonly (readonly [string, (typeof CREDIT_LINE_KINDS)[number]])[];

/**
 * A merchant's credit line (spec §7.4 `loans/creditline` and its details, monthly transactions / refunds /
 * repayments, interest-penalty and application), every loan with all its details (`loan/all-details`) and the excess
 * amounts NACH debited over an EMI (`loan/excess-nach-amount-details/new`). Reads only; a merchant with no credit
 * line answers `data: null`, and its lists are empty.
 */
export async function merchantCreditLineRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const params = merchantIdParams;

  serve(app, MERCHANT_READS.creditLine, { params, response: one(creditLineDto.nullable()) }, async (request) => {
    await requireMerchant(db, request.params.merchantId);
    const line = await findCreditLine(db, request.params.merchantId);
    return ok(line ? toCreditLineDto(line) : null);
  });
  serve(
    app,
    MERCHANT_READS.creditLineDetails,
    { params, response: one(creditLineDetailsDto.nullable()) },
    async (request) => {
      await requireMerchant(db, request.params.merchantId);
      const line = await findCreditLine(db, request.params.merchantId);
      return ok(line ? toCreditLineDetailsDto(line) : null);
    },
  );
  serve(
    app,
    MERCHANT_READS.creditLineApplication,
    { params, response: one(applicationDto.nullable()) },
    async (request) => {
      await requireMerchant(db, request.params.merchantId);
      const line = await findCreditLine(db, request.params.merchantId);
      return ok(line ? toApplicationDto(line) : null);
    },
  );

  for (const [segment, kind] of MONTHLY)
    serveMerchantPage(
      app,
      db,
      MERCHANT_LISTS[`m360-creditline-${segment}`],
      { querystring: monthlyQuery, dto: entryDto },
      (merchantId, q) => listEntries(db, { merchantId, kinds: [kind], month: q.month }, q.page, q.size, q.snapshot),
      toEntryDto,
    );

  serveMerchantPage(
    app,
    db,
    MERCHANT_LISTS['m360-creditline-charges'],
    { querystring: kindQuery, dto: entryDto },
    (merchantId, q) =>
      listEntries(
        db,
        { merchantId, kinds: q.kind ? [q.kind] : ['INTEREST', 'PENALTY'], month: q.month },
        q.page,
        q.size,
        q.snapshot,
      ),
    toEntryDto,
  );

  serve(app, MERCHANT_LISTS['m360-loan-all-details'], { params, response: listOf(loanDetailsDto) }, async (request) => {
    await requireMerchant(db, request.params.merchantId);
    const [loans, nach] = await Promise.all([
      listLoans(db, request.params.merchantId),
      listExcessNach(db, request.params.merchantId),
    ]);
    const now = Date.now();
    return ok(loans.map((l) => toLoanDetailsDto(l, nach, now)));
  });

  serve(app, MERCHANT_LISTS['m360-excess-nach'], { params, response: listOf(excessNachDto) }, async (request) => {
    await requireMerchant(db, request.params.merchantId);
    return ok((await listExcessNach(db, request.params.merchantId)).map(toExcessNachDto));
  });
}
