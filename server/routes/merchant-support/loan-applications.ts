import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MERCHANT_LISTS } from '../../../contract/merchant/calls.js';
import { LOAN_STATES } from '../../../contract/merchant/loan-calls.js';
import { merchantIdSchema } from '../../../contract/merchant/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { listLoanApplications } from '../../repositories/loan-applications.js';
import { toLoanDto } from '../../repositories/merchant-lending.js';
import { serve } from '../declared.js';
import { ok } from './envelope.js';
import { pageQuery } from './merchant-common.js';
import { loanDto, page, pageOf } from './merchant-schemas.js';

const query = pageQuery.extend({
  status: z.enum(LOAN_STATES).optional(),
  product: z.enum(['TERM_LOAN', 'CREDIT_LINE']).optional(),
  merchantId: merchantIdSchema.optional(),
});

/**
 * GET /merchants/loan-applications (/loan-app): every merchant's loans and applications, newest application first,
 * Spring pages from 0; filtered by state, product and merchant. Cancelling one is the merchant 360's call
 * (POST /merchants/{id}/cancel-loan-application), made from the row.
 */
export async function loanApplicationRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    MERCHANT_LISTS['loan-applications'],
    { querystring: query, response: pageOf(loanDto.extend({ merchantId: z.string() })) },
    async (request) => {
      const { page: pageNo, size, status, product, merchantId } = request.query;
      const { rows, total } = await listLoanApplications(db, { status, product, merchantId }, pageNo, size);
      return ok(
        page(
          rows.map((row) => ({ ...toLoanDto(row), merchantId: row.merchant_id })),
          pageNo,
          size,
          total,
        ),
      );
    },
  );
}
