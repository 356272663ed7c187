import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEPOSIT_UPLOAD_CALLS } from '../../../contract/investments/calls.js';
import { guardrailBreach } from '../../../contract/investments/index.js';
import { MAX_CSV_BYTES, type CheckedFile } from '../../../contract/uploads/index.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { depositGuardrailOf, depositUsage } from '../../repositories/guardrails.js';
import { accountsBy } from '../../repositories/investment-accounts.js';
import { creditAccount } from '../../repositories/investment-transactions.js';
import { serve } from '../declared.js';
import { uploadResponse } from '../merchant-support/schemas.js';
import { readUploadOf } from '../merchant-support/upload-file.js';
import { runUpload } from '../merchant-support/upload-flow.js';
import { ok } from './envelope.js';

export const CASHBACK_APPLIED = 'Merchant cashback credited.';
export const DEPOSITS_APPLIED = 'Deposits credited.';
export const NO_ACCOUNT = 'No deposit account found.';
export const ACCOUNT_NOT_ACTIVE = 'The account is not ACTIVE.';

type DepositKind = 'merchant-cashback' | 'deposit-bulk';

/** Each upload as data: how a row names its account, the transaction type it credits, its toast. */
const KINDS: Record<
  DepositKind,
  { column: 'merchant_id' | 'account_no'; cell: string; txnType: string; done: string }
> = {
  'merchant-cashback': { column: 'merchant_id', cell: 'merchantId', txnType: 'CASHBACK', done: CASHBACK_APPLIED },
  'deposit-bulk': { column: 'account_no', cell: 'accountNo', txnType: 'DEPOSIT', done: DEPOSITS_APPLIED },
};

/**
 * Beyond the shared checks: every row's account exists and is ACTIVE, and no row breaks the active deposit guardrail
 * of its account's product, counting today's deposits and the file's earlier rows for the same account.
 */
async function depositChecks<K extends DepositKind>(trx: Kysely<Database>, kind: K, checked: CheckedFile<K>) {
  const { column, cell } = KINDS[kind];
  // Cells are kept in the file's column order (contract/uploads/validate.ts): the account column by its place.
  const place = checked.header.indexOf(cell);
  const keyOf = (cells: readonly string[]) => (cells[place] ?? '').trim().toUpperCase();
  const accounts = await accountsBy(
    trx,
    column,
    checked.rows.map((r) => keyOf(r.cells)),
  );
  const at = Date.now();
  const usage = new Map<number, { todayCount: number; todayAmount: number }>();
  for (const row of checked.rows) {
    if (!row.value) continue;
    const account = accounts.get(keyOf(row.cells));
    if (!account) {
      row.errors.push({ column: cell, message: NO_ACCOUNT });
      continue;
    }
    if (account.status !== 'ACTIVE') {
      row.errors.push({ column: cell, message: ACCOUNT_NOT_ACTIVE });
      continue;
    }
    const amount = (row.value as { amount: number }).amount;
    const used = usage.get(account.id) ?? (await depositUsage(trx, account.id, 0, at));
    const breach = guardrailBreach(await depositGuardrailOf(trx, account.product), { ...used, amount });
    if (breach) row.errors.push({ column: 'amount', message: breach });
    usage.set(account.id, { todayCount: used.todayCount + 1, todayAmount: used.todayAmount + amount });
  }
}

/**
 * §7.7 multipart /investment/merchant-cashback and /bp-account/bulk-upload (the Deposit menu, §6
 * CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW): the merchant-support upload flow (the same file checks, row schemas shared
 * with the console's worker, job row, Idempotency-Key, all or nothing, one audit row), each row credited to its
 * account unless it would break an active deposit guardrail.
 */
export async function depositUploadRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 5, parts: 6 } });
  const route = <K extends DepositKind>(kind: K) =>
    serve(
      app,
      DEPOSIT_UPLOAD_CALLS[kind],
      { response: uploadResponse },
      async (request, reply) =>
        runUpload(db, request, reply, {
          kind,
          extraChecks: (trx, checked) => depositChecks(trx, kind, checked),
          async apply(trx, rows, _file, at, finishJob) {
            const { column, txnType, done } = KINDS[kind];
            const accounts = await accountsBy(
              trx,
              column,
              rows.map((r) => ('merchantId' in r ? r.merchantId : (r as { accountNo: string }).accountNo)),
            );
            const results = [];
            for (const [i, r] of rows.entries()) {
              const key = 'merchantId' in r ? r.merchantId : (r as { accountNo: string }).accountNo;
              const account = accounts.get(key)!;
              const { amount, reference, remarks } = r as { amount: number; reference: string; remarks: string };
              await creditAccount(trx, {
                accountId: account.id,
                product: account.product,
                txnType,
                amount,
                reference,
                remarks,
                at,
              });
              results.push({
                line: i + 2,
                merchantId: account.merchant_id ?? account.account_no,
                status: 'SUCCESS',
                remarks: reference,
              });
            }
            const jobId = await finishJob(results);
            return { jobId, answer: ok({ jobId: String(jobId), rows: rows.length }, done) };
          },
        }),
      { preHandler: readUploadOf(db, kind) },
    );
  route('merchant-cashback');
  route('deposit-bulk');
}
