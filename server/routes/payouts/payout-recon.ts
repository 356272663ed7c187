import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import {
  istDayOf,
  istDayStart,
  rangeErrors,
  RECON_MESSAGES,
  reconReviewBody,
  reconRunBody,
  DAY_MS,
} from '../../../contract/payouts/index.js';
import { PAYOUT_RECON_CALLS } from '../../../contract/payouts/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError, zodValidatorCompiler } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  heldLines,
  insertItems,
  insertRun,
  keepLines,
  payoutsByUtr,
  sentPayoutsBetween,
} from '../../repositories/payout-recon.js';
import type { BankLine } from '../../repositories/payout-recon-match.js';
import {
  findItem,
  findRun,
  listItems,
  listRuns,
  reviewItem,
  runGroups,
  toItemDto,
  toRunDto,
} from '../../repositories/payout-recon-reads.js';
import { heavyWorkFor, type HeavyWork } from '../../workers/heavy-work.js';
import type { BodyIssue } from '../../workers/heavy-tasks.js';
import { servePagedList } from '../common/paged-list.js';
import { serve } from '../declared.js';
import { idParam } from '../success-envelope.js';
import { ok, paged } from './envelope.js';
import {
  reconItemAnswer,
  reconItemsAnswer,
  reconItemsQuery,
  reconPageQuery,
  reconRunAnswer,
  reconRunDto,
} from './payout-recon-schema.js';

/** fastify-type-provider-zod's mark on a schema refusal, which the error handler looks for (plugins/error-handler.ts). */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The run's body (up to 10,000 statement lines: 40–110 ms of zod on the event loop) is checked in a worker thread,
 * with the app's own rules (no NUL, then the declared schema; the same refusal, worded the same). Fastify takes an
 * async validator's answer as pass or fail only, so a checked body replaces the request's in place (zod trims).
 */
export function workerBodyValidator(pool: HeavyWork): FastifySchemaCompiler<z.ZodType> {
  return (route) => {
    if (route.httpPart !== 'body' || route.schema !== reconRunBody) return zodValidatorCompiler(route);
    const validate = async (data: unknown) => {
      const checked = await pool.run('checkBody', { schema: 'reconRun', body: data ?? {} });
      if (!checked.ok) {
        const validation = checked.issues.map((issue: BodyIssue) => ({ ...issue, [ZOD_ISSUE]: true }));
        throw Object.assign(new Error(validation[0]?.message ?? 'Invalid request.'), { validation });
      }
      const body = data as Record<string, unknown>;
      for (const key of Object.keys(body)) delete body[key];
      Object.assign(body, checked.value);
      return true;
    };
    return validate as unknown as ReturnType<FastifySchemaCompiler<z.ZodType>>;
  };
}

/**
 * Payout reconciliation (/payment-recon, PayOut) on the payouts backend: run one over some IST days, with the bank's
 * statement uploaded or against the lines the server holds; read the runs, a run's groups and each group's rows;
 * mark a row that needs a look reviewed. Every write is one transaction with one audit row, and idempotent.
 */
export async function payoutReconRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // The run's body is checked by the worker; the scope keeps that compiler to these routes (the others fall through).
  await app.register(async (scope) => {
    const pool = heavyWorkFor(scope);
    // Typed by Fastify for the whole schema object, called per part (body here): the cast says no more than that.
    scope.setValidatorCompiler(workerBodyValidator(pool) as FastifySchemaCompiler<unknown>);
    reconRoutes(scope, deps, pool);
  });
}

function reconRoutes(app: FastifyInstance, { db }: AppDeps, pool: HeavyWork): void {
  const withGroups = async (executor: typeof db, run: NonNullable<Awaited<ReturnType<typeof findRun>>>) => ({
    ...toRunDto(run),
    groups: await runGroups(executor, run.id),
  });

  serve(app, PAYOUT_RECON_CALLS.run, { body: reconRunBody, response: { 200: reconRunAnswer } }, async (request) => {
    const { from, to, fileName, lines } = request.body;
    const at = Date.now();
    const errors = rangeErrors(from, to, istDayOf(at));
    const [field, message] = Object.entries(errors)[0] ?? [];
    if (field && message) throw new RequestError(400, message, { [field]: message });
    const uploaded: BankLine[] | undefined = lines?.map((l) => ({
      utr: l.utr.toUpperCase(),
      amount: l.amount,
      status: l.status,
      valueDay: l.valueDate,
    }));
    const outside = uploaded?.findIndex((l) => l.valueDay < from || l.valueDay > to) ?? -1;
    if (outside >= 0) throw new RequestError(400, `lines.${outside}.valueDate: Value date is outside the chosen days.`);
    const actor = principalOf(request);
    return db.transaction().execute(async (trx) => {
      const statement = uploaded ?? (await heldLines(trx, from, to));
      const runId = await insertRun(trx, {
        from,
        to,
        source: uploaded ? 'UPLOAD' : 'HELD',
        fileName: uploaded ? (fileName ?? null) : null,
        lines: statement.length,
        by: actor.email,
        at,
      });
      if (uploaded) await keepLines(trx, uploaded, runId, at);
      const books = await sentPayoutsBetween(trx, istDayStart(from), istDayStart(to) + DAY_MS);
      const byUtr = await payoutsByUtr(
        trx,
        statement.map((l) => l.utr),
      );
      // Matching and shaping 10,000 rows is pure: a worker thread's work; the writes stay in this transaction.
      await insertItems(trx, runId, await pool.run('reconPlan', { books, lines: statement, byUtr }));
      const run = await withGroups(trx, (await findRun(trx, runId))!);
      await writeAudit(trx, {
        actor,
        action: 'payout.recon_run',
        entity: 'payout_recon_runs',
        entityId: runId,
        after: { from, to, source: run.source, fileName: run.fileName, lines: statement.length, groups: run.groups },
        at,
      });
      return ok(run, RECON_MESSAGES.ran);
    });
  });

  servePagedList(app, PAYOUT_RECON_CALLS.runs, { querystring: reconPageQuery, item: reconRunDto }, async (q) => {
    const { rows, ...page } = await listRuns(db, q.page, q.limit, q.snapshot);
    return { rows: rows.map(toRunDto), ...page };
  });

  serve(
    app,
    PAYOUT_RECON_CALLS.runDetail,
    { params: idParam(), response: { 200: reconRunAnswer } },
    async (request) => {
      const run = await findRun(db, request.params.id);
      if (!run) throw new RequestError(404, RECON_MESSAGES.noRun);
      return ok(await withGroups(db, run));
    },
  );

  serve(
    app,
    PAYOUT_RECON_CALLS.items,
    { params: idParam(), querystring: reconItemsQuery, response: { 200: reconItemsAnswer } },
    async (request) => {
      const { page, limit, group } = request.query;
      if (!(await findRun(db, request.params.id))) throw new RequestError(404, RECON_MESSAGES.noRun);
      const { rows, total } = await listItems(db, request.params.id, group, page, limit);
      return ok(paged(rows.map(toItemDto), page, limit, total));
    },
  );

  serve(
    app,
    PAYOUT_RECON_CALLS.review,
    { params: idParam(), body: reconReviewBody, response: { 200: reconItemAnswer } },
    async (request) => {
      const actor = principalOf(request);
      const id = request.params.id;
      return db.transaction().execute(async (trx) => {
        const at = Date.now();
        const outcome = await reviewItem(trx, { id, remarks: request.body.remarks, by: actor.email, at });
        if (outcome === 'gone') throw new RequestError(404, RECON_MESSAGES.noItem);
        if (outcome === 'matched') throw new RequestError(409, RECON_MESSAGES.notReviewable);
        if (outcome === 'reviewed') throw new RequestError(409, RECON_MESSAGES.alreadyReviewed);
        const item = toItemDto((await findItem(trx, id))!);
        await writeAudit(trx, {
          actor,
          action: 'payout.recon_review',
          entity: 'payout_recon_items',
          entityId: id,
          before: { reviewStatus: 'OPEN' },
          after: { reviewStatus: 'REVIEWED', remarks: item.reviewRemarks, group: item.group, utr: item.utr },
          at,
        });
        return ok(item, RECON_MESSAGES.reviewed);
      });
    },
  );
}
