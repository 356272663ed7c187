import type { FastifyInstance } from 'fastify';
import { MERCHANT_LISTS, MERCHANT_READS } from '../../../contract/merchant/calls.js';
import { serve } from '../declared.js';
import { z } from 'zod';
import { MERCHANT_MESSAGES } from '../../../contract/merchant/messages.js';
import { merchantIdSchema } from '../../../contract/merchant/rules.js';
import type { Kysely } from 'kysely';
import type { Endpoint } from '../../../contract/endpoint.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import {
  findServiceRequest,
  listBharatSwipeAccounts,
  listSendMoney,
  listServiceRequests,
  listWithdrawals,
  toAccountDto,
  toSendMoneyDto,
  toServiceRequestDto,
  toWithdrawalDto,
} from '../../repositories/merchant-wallets.js';
import { ok } from './envelope.js';
import { merchantPage, pageQuery, serveMerchantPage, serveMerchantRead } from './merchant-common.js';
import { accountDto, sendMoneyDto, serviceRequestDto, withdrawalDto } from './merchant-loan-schemas.js';
import { listOf, one, pageOf } from './merchant-schemas.js';

const status = z
  .string()
  .trim()
  .regex(/^[A-Z_]{2,20}$/, 'Status: capital letters.')
  .optional();
const statusPageQuery = pageQuery.extend({ status });
type StatusRowsRead<R> = (
  db: Kysely<Database>,
  f: { merchantId: string; status?: string },
  page: number,
  size: number,
  snapshot?: number,
) => Promise<{ rows: R[]; total: number; snapshot?: number }>;
const storeId = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'Store ID must contain only numbers.');

/**
 * Bharat Swipe accounts and withdrawals, send-money transactions (spec §7.4 `bharatswipe/accounts`,
 * `bharatswipe/withdrawals`, `sendmoney/transactions`), and card-swipe service requests (`bharat-swipe/crm/service/
 * request`: the list by merchant_id, optionally one store; the details by id). Reads only.
 */
export async function merchantWalletRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveMerchantRead(app, db, MERCHANT_LISTS['m360-bharatswipe-accounts'], listOf(accountDto), async (merchantId) =>
    (await listBharatSwipeAccounts(db, merchantId)).map(toAccountDto),
  );
  /** A list of the merchant's rows filtered by an optional status (`?status=`). */
  const byStatus = <R>(endpoint: Endpoint, dto: z.ZodType, list: StatusRowsRead<R>, toDto: (row: R) => unknown) =>
    serveMerchantPage(
      app,
      db,
      endpoint,
      { querystring: statusPageQuery, dto },
      (merchantId, q) => list(db, { merchantId, status: q.status }, q.page, q.size, q.snapshot),
      toDto,
    );
  byStatus(MERCHANT_LISTS['m360-bharatswipe-withdrawals'], withdrawalDto, listWithdrawals, toWithdrawalDto);
  byStatus(MERCHANT_LISTS['m360-sendmoney'], sendMoneyDto, listSendMoney, toSendMoneyDto);

  serve(
    app,
    MERCHANT_LISTS['m360-service-requests'],
    {
      querystring: pageQuery.extend({ merchant_id: merchantIdSchema, storeId: storeId.optional(), status }),
      response: pageOf(serviceRequestDto),
    },
    async (request, reply) => {
      const q = request.query;
      const f = { merchantId: q.merchant_id, storeId: q.storeId, status: q.status };
      return merchantPage(
        db,
        reply,
        q.merchant_id,
        q,
        () => listServiceRequests(db, f, q.page, q.size, q.snapshot),
        toServiceRequestDto,
      );
    },
  );
  serve(
    app,
    MERCHANT_READS.serviceRequest,
    {
      params: z.object({
        requestId: z
          .string()
          .trim()
          .regex(/^[A-Z0-9]{2,30}$/, 'Request ID: capital letters or digits.'),
      }),
      response: one(serviceRequestDto),
    },
    async (request) => {
      const found = await findServiceRequest(db, request.params.requestId);
      if (!found) throw new RequestError(404, MERCHANT_MESSAGES.notFound);
      return ok(toServiceRequestDto(found));
    },
  );
}
