import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { riskChangeBody } from '../../../contract/risk-manager/bodies.js';
import { RISK_CALLS } from '../../../contract/risk-manager/calls.js';
import {
  blockedAt,
  changedFields,
  RISK_MESSAGES as M,
  RISK_RULE_KIND,
  RISK_SUBJECTS,
  ruleProblem,
  toRequestFields,
  type RiskRuleValues,
} from '../../../contract/risk-manager/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { newestFirstPage } from '../../repositories/newest-first.js';
import { ruleFor, valuesOf, type RiskRuleRow } from '../../repositories/risk-rules.js';
import { serveRaise } from '../investment/request-flow.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';

const ruleDto = z.object({
  id: z.number(),
  subjectType: z.enum(RISK_SUBJECTS),
  subjectId: z.string(),
  maxCountHour: z.number().nullable(),
  maxCountDay: z.number().nullable(),
  maxAmountHour: z.number().nullable(),
  maxAmountDay: z.number().nullable(),
  blocked: z.boolean(),
  blockReason: z.string().nullable(),
  blockUntil: z.number().nullable(),
  /** The block is in force now (blocked and not expired). */
  blockedNow: z.boolean(),
  version: z.number(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number(),
  pending: z.object({ id: z.number(), makerEmail: z.string(), createdAt: z.number() }).nullable(),
});

const listQuery = z.object({
  subjectType: z.enum(RISK_SUBJECTS).optional(),
  subjectId: z.string().trim().max(20).optional(),
  page: pageParam(0),
  size: sizeParam(20),
});

/**
 * The risk manager (issue 46 item 5, /risk-manager): each merchant's or consumer's velocity limits and block, newest
 * change first, with the change waiting for a checker; a maker's new values raised under four eyes
 * (RISK_RULE_CHANGE), applied by the checker's approval at the version the maker saw (risk-rule-effect.ts).
 */
export async function riskRuleRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    RISK_CALLS.rules,
    { querystring: listQuery, response: { 200: okSchema(pageSizeSchema(ruleDto)) } },
    async (request) => {
      const q = request.query;
      let base = db.selectFrom('risk_rules');
      if (q.subjectType) base = base.where('subject_type', '=', q.subjectType);
      if (q.subjectId) base = base.where('subject_id', '=', q.subjectId);
      const page = await newestFirstPage(base, (s) => s.selectAll(), 'updated_at', q.page, q.size);
      const rows = page.rows as RiskRuleRow[];
      const pending = rows.length
        ? await db
            .selectFrom('approval_requests')
            .select(['id', 'target_id', 'maker_email', 'created_at'])
            .where('kind', '=', RISK_RULE_KIND)
            .where('status', '=', 'PENDING')
            .where(
              'target_id',
              'in',
              rows.map((r) => Number(r.id)),
            )
            .execute()
        : [];
      const now = Date.now();
      return ok(
        pageOfSize(
          rows.map((r) => {
            const values = valuesOf(r);
            const p = pending.find((x) => Number(x.target_id) === Number(r.id));
            return {
              id: Number(r.id),
              subjectType: r.subject_type as (typeof RISK_SUBJECTS)[number],
              subjectId: r.subject_id,
              ...values,
              blockedNow: blockedAt(values, now),
              version: Number(r.version),
              updatedBy: r.updated_by,
              updatedAt: Number(r.updated_at),
              pending: p ? { id: Number(p.id), makerEmail: p.maker_email, createdAt: Number(p.created_at) } : null,
            };
          }),
          q,
          page.total,
        ),
      );
    },
  );

  serveRaise(app, db, RISK_CALLS.raiseChange, riskChangeBody, M.raised, async (trx, body) => {
    const now = Date.now();
    const asked: RiskRuleValues = {
      maxCountHour: body.maxCountHour,
      maxCountDay: body.maxCountDay,
      maxAmountHour: body.maxAmountHour,
      maxAmountDay: body.maxAmountDay,
      blocked: body.blocked,
      blockReason: body.blocked ? body.blockReason : null,
      blockUntil: body.blocked ? body.blockUntil : null,
    };
    const problem = ruleProblem(asked, now);
    if (problem) throw new RequestError(400, problem);
    const rule = await ruleFor(trx, body.subjectType, body.subjectId, now);
    if (Number(rule.version) !== body.version) throw new RequestError(409, M.moved);
    const before = valuesOf(rule);
    if (changedFields(before, asked).length === 0) throw new RequestError(400, M.same);
    const subject = `${body.subjectType} ${body.subjectId}`;
    return {
      kind: RISK_RULE_KIND,
      productType: null,
      targetId: Number(rule.id),
      targetVersion: Number(rule.version),
      proposed: { subject, ...toRequestFields(asked) },
      previous: { subject, ...toRequestFields(before) },
    };
  });
}
