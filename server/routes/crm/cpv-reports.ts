import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CPV_CALLS } from '../../../contract/cpv/calls.js';
import { csvLines } from '../../../contract/csv.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { writeAudit } from '../../repositories/audit.js';
import { cpvReport } from '../../repositories/cpv-reports.js';
import { serve } from '../declared.js';
import { ok, okSchema } from '../success-envelope.js';
import { reportDto, reportQuery } from './cpv-schemas.js';

/** The CSV of a report (UTF-8 BOM for Excel, CRLF): one line per period and agent, then the totals. */
function reportCsv(report: Awaited<ReturnType<typeof cpvReport>>): string {
  const t = report.totals;
  const lines: (string | number)[][] = [
    ['Period', 'Agent', 'Verified', 'Not found', 'Mismatch', 'Cancelled', 'Total'],
    ...report.rows.map((r) => [
      r.period,
      r.agentName ?? 'Unassigned',
      r.verified,
      r.notFound,
      r.mismatch,
      r.cancelled,
      r.total,
    ]),
    ['Total', '', t.verified, t.notFound, t.mismatch, t.cancelled, t.total],
  ];
  return `${csvLines(lines)}\r\n`;
}

/** The CPV visits' outcomes by period and agent (/cpv-reports), on screen and as an audited CSV download. */
export function cpvReportRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  serve(
    app,
    CPV_CALLS.report,
    { querystring: reportQuery, response: { 200: okSchema(reportDto) } },
    async (request) => {
      const q = request.query;
      return ok({ period: q.period, from: q.from, to: q.to, ...(await cpvReport(db, q)) });
    },
  );

  serve(app, CPV_CALLS.reportCsv, { querystring: reportQuery }, async (request, reply) => {
    const q = request.query;
    const report = await cpvReport(db, q);
    await writeAudit(db, {
      actor: principalOf(request),
      action: 'cpv_report.export',
      entity: 'cpv_visits',
      entityId: null,
      after: { period: q.period, from: q.from, to: q.to, agentId: q.agentId ?? null, rows: report.rows.length },
    });
    const name = `cpv-report-${q.period}-${q.from}-to-${q.to}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(reportCsv(report));
  });
}
