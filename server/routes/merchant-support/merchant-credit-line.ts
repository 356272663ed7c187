import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { MERCHANT_READ, merchantParams, pageQuery, requireMerchant } from './merchant-common.js';
import {
  applicationDto,
  creditLineDetailsDto,
  creditLineDto,
  entryDto,
  excessNachDto,
  loanDetailsDto,
} from './merchant-loan-schemas.js';
import { listOf, one, page, pageOf } from './merchant-schemas.js';
import { sendPaging } from '../paging.js';

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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = MERCHANT_READ;
  const params = merchantParams;

  api.get(
    '/merchants/:id/loans/creditline',
    { config, schema: { params, response: one(creditLineDto.nullable()) } },
    async (request) => {
      await requireMerchant(db, request.params.id);
      const line = await findCreditLine(db, request.params.id);
      return ok(line ? toCreditLineDto(line) : null);
    },
  );
  api.get(
    '/merchants/:id/loans/creditline/details',
    { config, schema: { params, response: one(creditLineDetailsDto.nullable()) } },
    async (request) => {
      await requireMerchant(db, request.params.id);
      const line = await findCreditLine(db, request.params.id);
      return ok(line ? toCreditLineDetailsDto(line) : null);
    },
  );
  api.get(
    '/merchants/:id/loans/creditline/application',
    { config, schema: { params, response: one(applicationDto.nullable()) } },
    async (request) => {
      await requireMerchant(db, request.params.id);
      const line = await findCreditLine(db, request.params.id);
      return ok(line ? toApplicationDto(line) : null);
    },
  );

  for (const [segment, kind] of MONTHLY) {
    api.get(
      `/merchants/:id/loans/creditline/monthly/${segment}`,
      { config, schema: { params, querystring: monthlyQuery, response: pageOf(entryDto) } },
      async (request, reply) => {
        const q = request.query;
        await requireMerchant(db, request.params.id);
        const f = { merchantId: request.params.id, kinds: [kind], month: q.month };
        const { rows, total, snapshot } = await listEntries(db, f, q.page, q.size, q.snapshot);
        sendPaging(reply, { next: null, snapshot });
        return ok(page(rows.map(toEntryDto), q.page, q.size, total));
      },
    );
  }

  api.get(
    '/merchants/:id/loans/creditline/interest-penalty',
    { config, schema: { params, querystring: kindQuery, response: pageOf(entryDto) } },
    async (request, reply) => {
      const q = request.query;
      await requireMerchant(db, request.params.id);
      const kinds = q.kind ? [q.kind] : ['INTEREST', 'PENALTY'];
      const { rows, total, snapshot } = await listEntries(
        db,
        { merchantId: request.params.id, kinds, month: q.month },
        q.page,
        q.size,
        q.snapshot,
      );
      sendPaging(reply, { next: null, snapshot });
      return ok(page(rows.map(toEntryDto), q.page, q.size, total));
    },
  );

  api.get(
    '/merchants/:id/loan/all-details',
    { config, schema: { params, response: listOf(loanDetailsDto) } },
    async (request) => {
      await requireMerchant(db, request.params.id);
      const [loans, nach] = await Promise.all([
        listLoans(db, request.params.id),
        listExcessNach(db, request.params.id),
      ]);
      const now = Date.now();
      return ok(loans.map((l) => toLoanDetailsDto(l, nach, now)));
    },
  );

  api.get(
    '/merchants/:id/loan/excess-nach-amount-details/new',
    { config, schema: { params, response: listOf(excessNachDto) } },
    async (request) => {
      await requireMerchant(db, request.params.id);
      return ok((await listExcessNach(db, request.params.id)).map(toExcessNachDto));
    },
  );
}
