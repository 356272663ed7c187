import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MERCHANT_LISTS } from '../../../contract/merchant/calls.js';
import { CREDIT_LINE_STATES, LOAN_PRODUCTS, LOAN_STATES } from '../../../contract/merchant/loan-calls.js';
import { LOAN_LENDERS } from '../../../contract/merchant/loan-route.js';
import { merchantIdSchema } from '../../../contract/merchant/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { listCreditLines, listLoanApplications } from '../../repositories/lending-portfolio.js';
import { toCreditLineDto } from '../../repositories/merchant-credit-line.js';
import { toLoanDto } from '../../repositories/merchant-lending.js';
import { serve } from '../declared.js';
import { ok } from './envelope.js';
import { pageQuery } from './merchant-common.js';
import { creditLineDto } from './merchant-loan-schemas.js';
import { loanDto, page, pageOf } from './merchant-schemas.js';

const loansQuery = pageQuery.extend({
  status: z.enum(LOAN_STATES).optional(),
  product: z.enum(LOAN_PRODUCTS).optional(),
  merchantId: merchantIdSchema.optional(),
});

const linesQuery = pageQuery.extend({
  status: z.enum(CREDIT_LINE_STATES).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  lender: z.enum(LOAN_LENDERS).optional(),
  merchantId: merchantIdSchema.optional(),
});

const withMerchant = <T extends z.ZodObject>(dto: T) => dto.extend({ merchantId: z.string() });

/**
 * The lending desk's portfolio lists (issue 43 item 6; the spec names the routes only), each every merchant's, Spring
 * pages from 0: GET /merchants/loan-applications (/loan-app: loans and applications, newest application first; a
 * cancel is the merchant 360's call from the row) and GET /merchants/credit-lines (/credit-line: credit lines, the
 * most overdue first).
 */
export async function lendingPortfolioRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    MERCHANT_LISTS['loan-applications'],
    { querystring: loansQuery, response: pageOf(withMerchant(loanDto)) },
    async (request) => {
      const { page: pageNo, size, status, product, merchantId } = request.query;
      const { rows, total } = await listLoanApplications(db, { status, product, merchantId }, pageNo, size);
      const content = rows.map((row) => ({ ...toLoanDto(row), merchantId: row.merchant_id }));
      return ok(page(content, pageNo, size, total));
    },
  );
  serve(
    app,
    MERCHANT_LISTS['credit-lines'],
    {
      querystring: linesQuery,
      response: pageOf(withMerchant(creditLineDto).extend({ appliedAt: z.number().int(), dueDay: z.number().int() })),
    },
    async (request) => {
      const { page: pageNo, size, status, overdue, lender, merchantId } = request.query;
      const filter = { status, lender, merchantId, overdue: overdue === undefined ? undefined : overdue === 'true' };
      const { rows, total } = await listCreditLines(db, filter, pageNo, size);
      const content = rows.map((row) => ({
        ...toCreditLineDto(row),
        merchantId: row.merchant_id,
        appliedAt: Math.floor(Number(row.applied_at) / 1000),
        dueDay: Number(row.due_day),
      }));
      return ok(page(content, pageNo, size, total));
    },
  );
}
