import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankChangeBody } from '../../../contract/merchant-changes/bank.js';
import { maskPayload } from '../../../contract/merchant/masked-fields.js';
import { BANK_CHANGE_REQUESTS } from '../../../contract/merchant-changes/bindings.js';
import { BANK_CHANGE_CALLS } from '../../../contract/merchant-changes/calls.js';
import { BANK_CHANGE_PLACED } from '../../../contract/merchant-changes/settlement.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import {
  accountsOf,
  accountValues,
  bankNameOf,
  currentAccount,
  findChangeRequest,
  findMerchant,
  listChangeRequests,
  pendingOn,
  toAccountDto,
  toChangeDto,
} from '../../repositories/merchant-bank.js';
import { findVerification, toVerificationDto } from '../../repositories/merchant-bank-verify.js';
import { placeChangeRequest } from '../../repositories/merchant-change-place.js';
import { lockMerchants } from '../../repositories/row-locks.js';
import { serve } from '../declared.js';
import { conflictOnUnique } from '../once-only.js';
import { raised, serveChangeRequests, viewerOf } from './change-requests.js';
import { ok, okSchema } from './envelope.js';
import {
  accountDto,
  bankChangeDetail,
  bankChangeListQuery,
  changeDto,
  idParams,
  merchantParams,
} from './merchant-change-schemas.js';

export const MERCHANT_NOT_FOUND = 'No Record Found!';
export const UNVERIFIED = 'Verify this exact account successfully before raising the change.';
export const VERIFICATION_EXPIRED = 'The verification is older than 30 minutes: verify the account again.';
export const NOTHING_TO_CHANGE = 'The proposed account is the same as the current one.';
export const ALREADY_PENDING = 'A bank account change for this merchant is already waiting for approval.';
/** How long a verification may back a request. */
export const VERIFICATION_TTL_MS = 30 * 60_000;

const WORDING = { refusal: { params: 'bare' } } as const;
const BANK_KIND = 'BANK_CHANGE';

const DECIDE = BANK_CHANGE_REQUESTS.access.decide;

/**
 * Bank account changes on the CRM API (spec §2.3, §3.6, §7.3): a maker raises a change that references a successful
 * /bank-ac/verify of exactly that account; a second person decides it at /maker/checker/bank_change/{id}/decision
 * (KIND_RULES); the per-merchant bank-change audit and the current account are plain reads. Method, path and
 * permission of each route come from its declaration (contract/merchant-changes/calls.ts).
 */
export async function merchantBankChangeRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveChangeRequests(app, db, BANK_CHANGE_CALLS.bankChanges, {
    kind: BANK_KIND,
    decide: DECIDE,
    query: bankChangeListQuery,
  });

  serve(
    app,
    BANK_CHANGE_CALLS.bankChange,
    { params: idParams, response: { 200: okSchema(bankChangeDetail) } },
    async (request) => {
      const row = await findChangeRequest(db, request.params.id, BANK_KIND);
      if (!row) throw new RequestError(404, MERCHANT_NOT_FOUND);
      const viewer = await viewerOf(db, request, DECIDE);
      const merchant = await findMerchant(db, row.merchant_id);
      const verification = row.verification_id ? await findVerification(db, row.verification_id) : undefined;
      const current = await currentAccount(db, row.merchant_id, row.purpose ?? 'SETTLEMENT');
      return ok({
        request: toChangeDto(row, viewer),
        merchant: merchant
          ? { merchantId: merchant.merchant_id, name: merchant.name, kycStatus: merchant.kyc_status }
          : null,
        verification: verification ? maskPayload(toVerificationDto(verification)) : null,
        current: current ? toAccountDto(current) : null,
      });
    },
    WORDING,
  );

  // §7.3 GET /merchants/{id}/bank-change/audit: every change raised for the merchant, old and new, who and when.
  serve(
    app,
    BANK_CHANGE_CALLS.bankChangeAudit,
    { params: merchantParams, response: { 200: okSchema(z.array(changeDto)) } },
    async (request) => {
      const viewer = await viewerOf(db, request, DECIDE);
      const { rows } = await listChangeRequests(db, {
        kind: BANK_KIND,
        merchantId: request.params.merchantId,
        page: 0,
        size: 200,
      });
      return ok(rows.map((r) => toChangeDto(r, viewer)));
    },
    WORDING,
  );

  // The merchant's accounts (current first per purpose, replaced ones as history), for the profile's bank tab.
  serve(
    app,
    BANK_CHANGE_CALLS.bankAccounts,
    { params: merchantParams, response: { 200: okSchema(z.array(accountDto)) } },
    async (request) => {
      const merchant = await findMerchant(db, request.params.merchantId);
      if (!merchant) throw new RequestError(404, MERCHANT_NOT_FOUND);
      return ok((await accountsOf(db, merchant.merchant_id)).map(toAccountDto));
    },
    WORDING,
  );

  serve(
    app,
    BANK_CHANGE_CALLS.raiseBankChange,
    { params: merchantParams, body: bankChangeBody, response: { 201: okSchema(changeDto) } },
    async (request, reply) => {
      const body = request.body;
      const maker = principalOf(request);
      const merchantId = request.params.merchantId;
      return raised(db, reply, async (trx) => {
        const merchant = await findMerchant(trx, merchantId);
        if (!merchant) throw new RequestError(404, MERCHANT_NOT_FOUND);
        const at = Date.now();
        const v = await findVerification(trx, body.verificationId);
        const exact =
          v !== undefined &&
          v.merchant_id === merchantId &&
          v.purpose === body.purpose &&
          v.account_number === body.accountNumber &&
          v.ifsc === body.ifsc;
        if (!exact || v.result !== 'SUCCESS') throw new RequestError(422, UNVERIFIED);
        if (at - Number(v.created_at) > VERIFICATION_TTL_MS) throw new RequestError(422, VERIFICATION_EXPIRED);
        const current = await currentAccount(trx, merchantId, body.purpose);
        const next = {
          account_number: body.accountNumber,
          ifsc: body.ifsc,
          beneficiary_name: body.beneficiaryName,
          bank_name: (await bankNameOf(trx, body.ifsc))?.bank ?? null,
        };
        const same =
          current &&
          current.account_number === next.account_number &&
          current.ifsc === next.ifsc &&
          current.beneficiary_name === next.beneficiary_name;
        if (same) throw new RequestError(400, NOTHING_TO_CHANGE);
        // One pending change per merchant and purpose: the merchant's row is held while checking and inserting, as a
        // merchant without an account yet has no target for the unique index (migration 0023) to hold.
        await lockMerchants(trx, [merchantId]);
        if (await pendingOn(trx, BANK_KIND, merchantId, null, body.purpose))
          throw new RequestError(409, ALREADY_PENDING);
        const verification = toVerificationDto(v);
        const dto = await placeChangeRequest(trx, {
          kind: BANK_KIND,
          productType: body.purpose,
          targetId: current?.id ?? null,
          targetVersion: current?.version ?? null,
          proposed: {
            merchantId,
            purpose: body.purpose,
            ...accountValues(next),
            verificationId: v.id,
            nameAtBank: verification.nameAtBank,
            matchScore: verification.matchScore,
          },
          previous: current ? { merchantId, purpose: body.purpose, ...accountValues(current) } : null,
          maker,
          remarks: body.remarks,
          at,
          merchantId,
          purpose: body.purpose,
          verificationId: v.id,
          auditAction: 'bank_change_request.create',
        }).catch(conflictOnUnique(ALREADY_PENDING));
        return ok(dto, BANK_CHANGE_PLACED);
      });
    },
    WORDING,
  );
}
