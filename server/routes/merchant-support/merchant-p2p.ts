import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MERCHANT_LISTS, MERCHANT_READS } from '../../../contract/merchant/calls.js';
import { MERCHANT_CALL_MESSAGES as M } from '../../../contract/merchant-calls/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { findWalletTxn, mdrRates, toWalletTxnDto, walletsOf, walletTxns } from '../../repositories/merchant-calls.js';
import { serve } from '../declared.js';
import { ok } from './envelope.js';
import { merchantIdParams, requireMerchant, serveMerchantRead, serveMerchantRows } from './merchant-common.js';
import { listOf, one } from './merchant-schemas.js';

const p2p = z.enum(['true', 'false']).optional();
const storeId = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'Store ID must contain only numbers.');

const mdrDto = z.object({
  id: z.number().int(),
  cardNetwork: z.string(),
  cardType: z.string(),
  rate: z.number(),
  effectiveFrom: z.number(),
});
const walletDto = z.object({
  storeId: z.string(),
  storeName: z.string(),
  balance: z.number(),
  status: z.string(),
  updatedAt: z.number(),
});
const txnDto = z.object({
  id: z.number().int(),
  txnId: z.string(),
  storeId: z.string(),
  txnTime: z.number(),
  updatedAt: z.number(),
  payerName: z.string().nullable(),
  payeeName: z.string().nullable(),
  payeeMobile: z.string().nullable(),
  bankReferenceNumber: z.string().nullable(),
  amount: z.number(),
  fee: z.number(),
  balance: z.number(),
  status: z.string(),
  subStatus: z.string().nullable(),
  txnType: z.string(),
  txnIndicator: z.string(),
  mode: z.string().nullable(),
  vpa: z.string().nullable(),
});

/**
 * §7.4 (issue 43 item 7): the merchant's credit-card MDR rates (get-cc-mdr-info), and its P2P wallet: the balance of
 * each store (account, storeId, p2p), the wallet's transactions by page (account/transactions) and one transaction
 * (account/detail/{id}, p2p). Reads only, with the merchant (CAN_LIST_MERCHANT_DETAILS).
 */
export async function merchantP2pRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveMerchantRead(app, db, MERCHANT_LISTS['m360-mdr'], listOf(mdrDto), (merchantId) => mdrRates(db, merchantId));

  serve(
    app,
    MERCHANT_READS.wallet,
    {
      params: merchantIdParams,
      querystring: z.object({ storeId: storeId.optional(), p2p }),
      response: one(z.array(walletDto)),
    },
    async (request) => {
      const { merchantId } = request.params;
      await requireMerchant(db, merchantId);
      return ok(await walletsOf(db, merchantId, request.query.storeId));
    },
  );

  serveMerchantRows(app, db, MERCHANT_LISTS['m360-wallet-txns'], txnDto, walletTxns, toWalletTxnDto);

  serve(
    app,
    MERCHANT_READS.walletTxn,
    {
      params: merchantIdParams.extend({
        txnId: z
          .string()
          .trim()
          .regex(/^[A-Z0-9]{4,40}$/, 'Transaction ID: capital letters or digits.'),
      }),
      querystring: z.object({ p2p }),
      response: one(txnDto),
    },
    async (request) => {
      const { merchantId, txnId } = request.params;
      await requireMerchant(db, merchantId);
      const found = await findWalletTxn(db, merchantId, txnId);
      if (!found) throw new RequestError(404, M.notFound);
      return ok(toWalletTxnDto(found));
    },
  );
}
