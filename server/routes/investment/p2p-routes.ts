import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEPOSIT_UPLOAD_CALLS, INVESTMENT_REQUEST_CALLS } from '../../../contract/investments/calls.js';
import { istDayOf } from '../../../contract/business-time.js';
import { p2pAddMoneyBody } from '../../../contract/investments/index.js';
import { dailyEarning, earningReference, type CheckedFile } from '../../../contract/uploads/index.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { constraintKindOf } from '../../plugins/constraint-refusal.js';
import { RequestError } from '../../plugins/validation.js';
import { accountsBy, findAccount } from '../../repositories/investment-accounts.js';
import { creditAccount, creditedReferences } from '../../repositories/investment-transactions.js';
import { NOT_FOUND_MESSAGE } from '../crm/maker-checker-decide.js';
import { requestDto } from '../crm/maker-checker-schema.js';
import { serve } from '../declared.js';
import { uploadResponse } from '../merchant-support/schemas.js';
import { readUploadOf } from '../merchant-support/upload-file.js';
import { runUpload } from '../merchant-support/upload-flow.js';
import { ok, okSchema } from './envelope.js';
import { addMoneyBreach, addMoneyRefusal } from './p2p-effects.js';
import { GUARDRAIL_STATUS } from './request-effects.js';
import { raiseRequest } from './request-flow.js';

export const EARNINGS_APPLIED = 'Variable earnings credited.';
export const ADD_MONEY_RAISED = 'Add money request raised; the account is credited once a checker approves it.';
export const NOT_P2P = 'Not a P2P account.';
export const ACCOUNT_NOT_ACTIVE = 'The account is not ACTIVE.';
export const FUTURE_DATE = 'For date must not be after today.';
export const ALREADY_CREDITED = 'This day is already credited to this account.';

/** Beyond the shared checks: each row's account is an ACTIVE P2P account, the day is past and not credited yet. */
async function earningChecks(trx: Kysely<Database>, checked: CheckedFile<'variable-earning'>, at: number) {
  const place = checked.header.indexOf('accountNo');
  const keyOf = (cells: readonly string[]) => (cells[place] ?? '').trim().toUpperCase();
  const accounts = await accountsBy(
    trx,
    'account_no',
    checked.rows.map((r) => keyOf(r.cells)),
  );
  const credited = await creditedReferences(
    trx,
    [...accounts.values()].map((a) => a.id),
    'INTEREST',
  );
  const today = istDayOf(at);
  for (const row of checked.rows) {
    if (!row.value) continue;
    const account = accounts.get(keyOf(row.cells));
    const { forDate } = row.value;
    if (!account) row.errors.push({ column: 'accountNo', message: NOT_FOUND_MESSAGE });
    else if (account.product !== 'P2P') row.errors.push({ column: 'accountNo', message: NOT_P2P });
    else if (account.status !== 'ACTIVE') row.errors.push({ column: 'accountNo', message: ACCOUNT_NOT_ACTIVE });
    else if (forDate > today) row.errors.push({ column: 'forDate', message: FUTURE_DATE });
    else if (credited.has(`${account.id}:${earningReference(forDate)}`))
      row.errors.push({ column: 'forDate', message: ALREADY_CREDITED });
  }
}

/**
 * The P2P pages' calls (spec §2.3 /p2p/variable-earning, /p2p/add-money; the spec shows no paths, ours in README):
 * the dynamic interest file (multipart, read with the Deposit uploads' registration and limits; §6 CAN_UPLOAD_DYNAMIC_INTEREST_FILE) through the merchant-support upload flow (shared
 * row checks, job row, Idempotency-Key, all or nothing, one audit row), each row crediting one day's earning; and an
 * add-money request under four eyes, credited when a checker approves it (kind P2P_ADD_MONEY).
 */
export async function p2pRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    DEPOSIT_UPLOAD_CALLS['variable-earning'],
    { response: uploadResponse },
    async (request, reply) =>
      runUpload(db, request, reply, {
        kind: 'variable-earning',
        extraChecks: (trx, checked) => earningChecks(trx, checked, Date.now()),
        async apply(trx, rows, _file, at, finishJob) {
          const accounts = await accountsBy(
            trx,
            'account_no',
            rows.map((r) => r.accountNo),
          );
          const results = [];
          for (const [i, r] of rows.entries()) {
            const account = accounts.get(r.accountNo)!;
            const earning = dailyEarning(Number(account.balance), r.interestRate);
            await creditAccount(trx, {
              accountId: account.id,
              product: account.product,
              txnType: 'INTEREST',
              amount: earning,
              reference: earningReference(r.forDate),
              remarks: r.remarks || `Variable earning at ${r.interestRate}% for ${r.forDate}`,
              at,
            }).catch((error: unknown) => {
              // Another upload credited this day in the meantime (migration 0024's unique index): nothing is written.
              if (constraintKindOf(error) !== 'unique') throw error;
              const line = `line ${i + 2}`;
              throw new RequestError(409, `${line}: forDate: ${ALREADY_CREDITED}`, {
                [line]: `forDate: ${ALREADY_CREDITED}`,
              });
            });
            // The job row's id column holds 10 characters: the account's id, its number in the remarks.
            results.push({
              line: i + 2,
              merchantId: String(account.id),
              status: 'SUCCESS',
              remarks: `${account.account_no} +${earning}`,
            });
          }
          const jobId = await finishJob(results);
          return { jobId, answer: ok({ jobId: String(jobId), rows: rows.length }, EARNINGS_APPLIED) };
        },
      }),
    { preHandler: readUploadOf(db, 'variable-earning') },
  );

  serve(
    app,
    INVESTMENT_REQUEST_CALLS.raiseP2pAddMoney,
    { body: p2pAddMoneyBody, response: { 201: okSchema(requestDto) } },
    async (request, reply) => {
      const { accountId, amount, reference, remarks } = request.body;
      const dto = await db.transaction().execute(async (trx) => {
        const account = await findAccount(trx, accountId);
        if (!account) throw new RequestError(404, NOT_FOUND_MESSAGE);
        const refusal = addMoneyRefusal(account);
        if (refusal) throw new RequestError(409, refusal);
        const at = Date.now();
        const breach = await addMoneyBreach(trx, account, amount, at);
        if (breach) throw new RequestError(GUARDRAIL_STATUS, breach);
        return raiseRequest(trx, request, {
          kind: 'P2P_ADD_MONEY',
          productType: account.product,
          targetId: account.id,
          targetVersion: account.version,
          proposed: { amount, reference, account_no: account.account_no },
          previous: { balance: Number(account.balance), account_no: account.account_no },
          remarks,
          at,
        });
      });
      reply.code(201);
      return ok(dto, ADD_MONEY_RAISED);
    },
  );
}
