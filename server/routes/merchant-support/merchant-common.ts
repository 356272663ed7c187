import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import type { Endpoint } from '../../../contract/endpoint.js';
import { categoryName } from '../../../contract/merchant/categories.js';
import { MERCHANT_MESSAGES } from '../../../contract/merchant/messages.js';
import { merchantIdSchema } from '../../../contract/merchant/rules.js';
import { maskAddress, maskMobile, maskPan } from '../../../contract/pii.js';
import type { Database } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import { findMerchant, type MerchantRow } from '../../repositories/merchant-360.js';
import { sendPaging, snapshotParam } from '../paging.js';
import { ok } from './envelope.js';
import { serve } from '../declared.js';
import { page, pageOf } from './merchant-schemas.js';

/** The merchant in a declared path (contract/merchant/calls.ts): `:merchantId`. */
export const merchantIdParams = z.object({ merchantId: merchantIdSchema });

/** Spring-style paging (merchant support, CRM): page from 0, size 20 by default (spec §9). */
export const pageQuery = z.object({
  page: fromText(z.number().int().min(0).default(0)),
  size: fromText(z.number().int().min(1).max(200).default(20)),
  snapshot: snapshotParam,
});

export async function requireMerchant(db: Kysely<Database>, merchantId: string): Promise<MerchantRow> {
  const row = await findMerchant(db, merchantId);
  if (!row) throw new RequestError(404, MERCHANT_MESSAGES.notFound);
  return row;
}

/**
 * One page of a merchant's rows: 404 for an unknown merchant before anything is read, the read's snapshot in the
 * paging headers, the rows as DTOs in a Spring page inside the merchant-support envelope.
 */
export async function merchantPage<R, D>(
  db: Kysely<Database>,
  reply: FastifyReply,
  merchantId: string,
  q: { page: number; size: number },
  read: () => Promise<{ rows: R[]; total: number; snapshot?: number }>,
  toDto: (row: R) => D,
) {
  await requireMerchant(db, merchantId);
  const { rows, total, snapshot } = await read();
  sendPaging(reply, { next: null, snapshot });
  return ok(page(rows.map(toDto), q.page, q.size, total));
}

/**
 * Serves a declared list of one merchant's rows (`:merchantId` in its path): `read` answers one page for the merchant
 * and the asked query (`pageQuery` or an extension of it), `toDto` shapes each row as `dto`.
 */
export function serveMerchantPage<Q extends z.ZodType<z.output<typeof pageQuery>>, R>(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint,
  schema: { querystring: Q; dto: z.ZodType },
  read: (merchantId: string, q: z.output<Q>) => Promise<{ rows: R[]; total: number; snapshot?: number }>,
  toDto: (row: R) => unknown,
): void {
  const querystring: z.ZodType<z.output<typeof pageQuery>> = schema.querystring;
  serve(
    app,
    endpoint,
    { params: merchantIdParams, querystring, response: pageOf(schema.dto) },
    async (request, reply) => {
      const { merchantId } = request.params;
      const q = request.query as z.output<Q>;
      return merchantPage(db, reply, merchantId, q, () => read(merchantId, q), toDto);
    },
  );
}

/**
 * Serves a declared read of one merchant (`:merchantId` in its path): 404 for an unknown merchant before anything is
 * read, then `read` of the merchant's id as the envelope's data, checked by `response`.
 */
export function serveMerchantRead(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint,
  response: FastifySchema['response'],
  read: (merchantId: string) => Promise<unknown>,
): void {
  const schema: FastifySchema = { params: merchantIdParams, response };
  serve(app, endpoint, schema, async (request) => {
    const { merchantId } = request.params as z.output<typeof merchantIdParams>;
    await requireMerchant(db, merchantId);
    return ok(await read(merchantId));
  });
}

/** One page of a merchant's rows read by (database, merchant, page, size, snapshot), as the repositories' lists take. */
export type MerchantRowsRead<R> = (
  db: Kysely<Database>,
  merchantId: string,
  page: number,
  size: number,
  snapshot?: number,
) => Promise<{ rows: R[]; total: number; snapshot?: number }>;

/** Serves a declared list of one merchant's rows under the plain page query (`pageQuery`), each row shaped as `dto`. */
export function serveMerchantRows<R>(
  app: FastifyInstance,
  db: Kysely<Database>,
  endpoint: Endpoint,
  dto: z.ZodType,
  list: MerchantRowsRead<R>,
  toDto: (row: R) => unknown,
): void {
  const read = (merchantId: string, q: z.output<typeof pageQuery>) => list(db, merchantId, q.page, q.size, q.snapshot);
  serveMerchantPage(app, db, endpoint, { querystring: pageQuery, dto }, read, toDto);
}

export const seconds = (ms: number | null | undefined): number | null =>
  ms === null || ms === undefined ? null : Math.floor(Number(ms) / 1000);

/** The personal fields of a merchant a reveal may ask for, and their masks (contract/pii.ts). */
export const MERCHANT_PII = {
  mobile: (m: MerchantRow) => m.mobile,
  pan: (m: MerchantRow) => m.pan,
  address: (m: MerchantRow) => m.address,
} as const;
export type MerchantPiiField = keyof typeof MERCHANT_PII;

/** The profile as the 360 shows it: personal data masked (spec §2.13; revealed one by one, audited). */
export function toProfileDto(m: MerchantRow) {
  return {
    id: m.merchant_id,
    merchantId: m.merchant_id,
    name: m.name,
    status: m.status,
    kycStatus: m.kyc_status,
    storeId: m.store_id,
    ownerName: m.owner_name,
    mobile: maskMobile(m.mobile),
    email: m.email,
    vpa: m.vpa,
    pan: maskPan(m.pan),
    address: maskAddress(m.address),
    city: m.city,
    qrName: m.qr_name,
    referralCode: m.referral_code,
    mcc: m.mcc,
    businessCategory: categoryName(m.mcc),
    migrationStatus: m.migration_status,
    settlementType: m.settlement_type,
    settlementHold: m.settlement_hold,
    notificationPreferences: preferencesOf(m),
    onboardedAt: seconds(m.onboarded_at),
    updatedAt: seconds(m.updated_at)!,
    version: Number(m.version),
  };
}

export function preferencesOf(m: MerchantRow) {
  return {
    sms: m.notify_sms === 1,
    whatsapp: m.notify_whatsapp === 1,
    email: m.notify_email === 1,
    push: m.notify_push === 1,
  };
}

export function toLookupDto(m: MerchantRow) {
  return {
    id: m.merchant_id,
    merchantId: m.merchant_id,
    name: m.name,
    mobile: maskMobile(m.mobile),
    vpa: m.vpa,
    storeId: m.store_id,
    status: m.status,
  };
}
