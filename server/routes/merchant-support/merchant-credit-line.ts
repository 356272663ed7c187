import type { FastifyInstance } from 'fastify';
import { MERCHANT_LISTS, MERCHANT_READS } from '../../../contract/merchant/calls.js';
import { z } from 'zod';
import { CREDIT_LINE_KINDS, MONTH_PATTERN } from '../../../contract/merchant/loan-calls.js';
import type { Endpoint } from '../../../contract/endpoint.js';
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
  type CreditLineRow,
} from '../../repositories/merchant-credit-line.js';
import { listLoans } from '../../repositories/merchant-lending.js';
import { pageQuery, serveMerchantPage, serveMerchantRead } from './merchant-common.js';
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
  /** The merchant's credit line as one of its three views; null when it has none. */
  const lineRead = (endpoint: Endpoint, dto: z.ZodType, toDto: (line: CreditLineRow) => unknown) =>
    serveMerchantRead(app, db, endpoint, one(dto.nullable()), async (merchantId) => {
      const line = await findCreditLine(db, merchantId);
      return line ? toDto(line) : null;
    });
  lineRead(MERCHANT_READS.creditLine, creditLineDto, toCreditLineDto);
  lineRead(MERCHANT_READS.creditLineDetails, creditLineDetailsDto, toCreditLineDetailsDto);
  lineRead(MERCHANT_READS.creditLineApplication, applicationDto, toApplicationDto);

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

  serveMerchantRead(app, db, MERCHANT_LISTS['m360-loan-all-details'], listOf(loanDetailsDto), async (merchantId) => {
    const [loans, nach] = await Promise.all([listLoans(db, merchantId), listExcessNach(db, merchantId)]);
    const now = Date.now();
    return loans.map((l) => toLoanDetailsDto(l, nach, now));
  });

  serveMerchantRead(app, db, MERCHANT_LISTS['m360-excess-nach'], listOf(excessNachDto), async (merchantId) =>
    (await listExcessNach(db, merchantId)).map(toExcessNachDto),
  );
}
