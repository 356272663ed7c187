import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { DAY_MS, daysBetween, istDayOf, istDayStart } from '../../../contract/business-time.js';
import { toCsv } from '../../../contract/csv.js';
import {
  CLAIM_STATES,
  EXPORT_MAX_DAYS,
  INSURANCE_CALLS,
  INSURANCE_MESSAGES as M,
  POLICY_STATES,
} from '../../../contract/insurance/calls.js';
import {
  CANCEL_MAX_ROWS,
  CANCEL_VERDICTS,
  cancelVerdict,
  proRataRefundPaise,
} from '../../../contract/insurance/cancellation.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import type { InsuranceClaimTable, InsurancePolicyTable } from '../../db/tables/insurance.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { serve } from '../declared.js';
import { ok, okSchema } from '../success-envelope.js';

type Policy = Selectable<InsurancePolicyTable>;
type Claim = Selectable<InsuranceClaimTable>;

const rupees = (paise: number | string | null): number | null => (paise === null ? null : Number(paise) / 100);

const claimDto = z.object({
  claimId: z.string(),
  status: z.enum(CLAIM_STATES),
  amount: z.number(),
  reason: z.string(),
  filedAt: z.number(),
  settledAt: z.number().nullable(),
});
const policyDto = z.object({
  policyId: z.string(),
  consumerId: z.number().int(),
  planName: z.string(),
  planCode: z.string(),
  insurer: z.string(),
  status: z.enum(POLICY_STATES),
  premium: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  issuedAt: z.number(),
  cancelledAt: z.number().nullable(),
  cancelledBy: z.string().nullable(),
  refund: z.number().nullable(),
  claims: z.array(claimDto),
});
type PolicyDto = z.infer<typeof policyDto>;

const toPolicyDto = (p: Policy, claims: readonly Claim[]): PolicyDto => ({
  policyId: p.policy_id,
  consumerId: Number(p.consumer_id),
  planName: p.plan_name,
  planCode: p.plan_code,
  insurer: p.insurer,
  status: p.status as PolicyDto['status'],
  premium: rupees(p.premium_paise) ?? 0,
  startDate: p.start_day,
  endDate: p.end_day,
  issuedAt: Number(p.issued_at),
  cancelledAt: p.cancelled_at === null ? null : Number(p.cancelled_at),
  cancelledBy: p.cancelled_by,
  refund: rupees(p.refund_paise),
  claims: claims
    .filter((c) => c.policy_id === p.policy_id)
    .map((c) => ({
      claimId: c.claim_id,
      status: c.status as PolicyDto['claims'][number]['status'],
      amount: rupees(c.amount_paise) ?? 0,
      reason: c.reason,
      filedAt: Number(c.filed_at),
      settledAt: c.settled_at === null ? null : Number(c.settled_at),
    })),
});

const lookupQuery = z.object({
  q: z
    .string()
    .trim()
    .regex(/^([0-9]{1,12}|POL-[0-9A-Z-]{1,26})$/i, M.badQuery),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD.');
const exportQuery = z
  .object({ from: day, to: day, status: z.enum(POLICY_STATES).optional() })
  .refine((q) => q.from <= q.to && daysBetween(q.from, q.to) < EXPORT_MAX_DAYS, { message: M.badRange });

/** Policies issued from the start of `from` to the end of `to` (IST), oldest first, optionally of one status. */
async function policiesIssued(db: Kysely<Database>, q: z.infer<typeof exportQuery>): Promise<Policy[]> {
  let query = db
    .selectFrom('insurance_policies')
    .selectAll()
    .where('issued_at', '>=', istDayStart(q.from))
    .where('issued_at', '<', istDayStart(q.to) + DAY_MS);
  if (q.status) query = query.where('status', '=', q.status);
  return query.orderBy('issued_at').orderBy('id').execute();
}

const EXPORT_COLUMNS = [
  { header: 'Policy ID', value: (p: PolicyDto) => p.policyId },
  { header: 'Consumer ID', value: (p: PolicyDto) => p.consumerId },
  { header: 'Plan code', value: (p: PolicyDto) => p.planCode },
  { header: 'Plan name', value: (p: PolicyDto) => p.planName },
  { header: 'Insurer', value: (p: PolicyDto) => p.insurer },
  { header: 'Status', value: (p: PolicyDto) => p.status },
  { header: 'Premium (₹)', value: (p: PolicyDto) => p.premium },
  { header: 'Start date', value: (p: PolicyDto) => p.startDate },
  { header: 'End date', value: (p: PolicyDto) => p.endDate },
  { header: 'Issued at (UTC)', value: (p: PolicyDto) => new Date(p.issuedAt).toISOString() },
  {
    header: 'Cancelled at (UTC)',
    value: (p: PolicyDto) => (p.cancelledAt ? new Date(p.cancelledAt).toISOString() : ''),
  },
  { header: 'Refund (₹)', value: (p: PolicyDto) => p.refund },
];

/**
 * Insurance (issue 46 item 3): a consumer's policies (or one policy) with their claims, and the export of the policies
 * issued in a range of IST days for the insurer as CSV (contract/csv.ts), one audit row per export naming the range,
 * the status asked for and how many rows went out.
 */
export async function insuranceRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    INSURANCE_CALLS.lookup,
    { querystring: lookupQuery, response: { 200: okSchema(z.array(policyDto)) } },
    async (request) => {
      const { q } = request.query;
      const byPolicy = !/^[0-9]+$/.test(q);
      const policies = await db
        .selectFrom('insurance_policies')
        .selectAll()
        .where((eb) => (byPolicy ? eb('policy_id', '=', q.toUpperCase()) : eb('consumer_id', '=', Number(q))))
        .orderBy('issued_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      if (policies.length === 0) throw new RequestError(404, M.notFound);
      const claims = await db
        .selectFrom('insurance_claims')
        .selectAll()
        .where(
          'policy_id',
          'in',
          policies.map((p) => p.policy_id),
        )
        .orderBy('filed_at', 'desc')
        .execute();
      return ok(policies.map((p) => toPolicyDto(p, claims)));
    },
  );

  serve(app, INSURANCE_CALLS.exportCsv, { querystring: exportQuery }, async (request, reply) => {
    const q = request.query;
    const rows = (await policiesIssued(db, q)).map((p) => toPolicyDto(p, []));
    await writeAudit(db, {
      actor: principalOf(request),
      action: 'insurance_policy.export',
      entity: 'insurance_policies',
      entityId: null,
      after: { from: q.from, to: q.to, status: q.status ?? null, rows: rows.length },
    });
    const name = `insurance-policies-${q.from}-to-${q.to}${q.status ? `-${q.status}` : ''}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(toCsv(rows, EXPORT_COLUMNS));
  });

  serve(
    app,
    INSURANCE_CALLS.cancelDryRun,
    { body: dryRunBody, response: { 200: okSchema(dryRunDto) } },
    async (request) => ok(await cancelDryRun(db, request.body.policyIds, istDayOf(Date.now()))),
  );
}

const dryRunBody = z.object({
  policyIds: z
    .array(z.string().trim().toUpperCase().min(1).max(30))
    .min(1, 'The file has no policy IDs.')
    .max(CANCEL_MAX_ROWS, `At most ${CANCEL_MAX_ROWS} policy IDs in one file.`),
});
const dryRunDto = z.object({
  rows: z.array(
    z.object({
      row: z.number().int(),
      policyId: z.string(),
      verdict: z.enum(CANCEL_VERDICTS),
      consumerId: z.number().int().nullable(),
      refund: z.number(),
    }),
  ),
  toCancel: z.number().int(),
  refundTotal: z.number(),
});

/** Each row's verdict and, for an active policy, its refund if cancelled today (IST); totals of what would move. */
export async function cancelDryRun(db: Kysely<Database>, ids: readonly string[], today: string) {
  const policies = await db
    .selectFrom('insurance_policies')
    .selectAll()
    .where('policy_id', 'in', [...ids])
    .execute();
  const used = await db
    .selectFrom('insurance_claims')
    .select('policy_id')
    .where('policy_id', 'in', [...ids])
    .where('status', 'in', ['APPROVED', 'PAID'])
    .execute();
  const byId = new Map(policies.map((p) => [p.policy_id, p]));
  const claimUsed = new Set(used.map((c) => c.policy_id));
  const seen = new Set<string>();
  let refundPaise = 0;
  const rows = ids.map((policyId, i) => {
    const p = byId.get(policyId);
    const verdict = cancelVerdict(p?.status, seen.has(policyId));
    seen.add(policyId);
    const refund =
      verdict === 'ACTIVE' && p
        ? proRataRefundPaise(
            {
              premiumPaise: Number(p.premium_paise),
              startDay: p.start_day,
              endDay: p.end_day,
              claimUsed: claimUsed.has(policyId),
            },
            today,
          )
        : 0;
    refundPaise += refund;
    return { row: i + 1, policyId, verdict, consumerId: p ? Number(p.consumer_id) : null, refund: refund / 100 };
  });
  return { rows, toCancel: rows.filter((r) => r.verdict === 'ACTIVE').length, refundTotal: refundPaise / 100 };
}
