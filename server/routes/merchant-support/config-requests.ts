import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { CONFIG_REQUESTS_CALL, CONFIG_UPLOAD_CALLS } from '../../../contract/uploads/calls.js';
import { CONFIG_REQUEST_RAISED, type P2pmRow, type SettlementConfigRow } from '../../../contract/uploads/index.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { heldKeys } from '../../repositories/access.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  applyConfig,
  currentValues,
  decideConfigRequest,
  dryRunBefore,
  dryRunSummary,
  findRequest,
  insertRequest,
  jobOfRequest,
  listConfigRequests,
  merchantsFor,
  pendingOverlap,
  proposedValues,
  REQUEST_KIND,
  setJobStatus,
  type DryRunChange,
} from '../../repositories/config-requests.js';
import { insertJob, insertJobRows } from '../../repositories/merchant-uploads.js';
import { lockMerchants } from '../../repositories/row-locks.js';
import {
  CONFIG_KINDS,
  CONFIG_VIEW_KEYS,
  configRequestDto,
  configViewer,
  toConfigRequestDto,
} from './config-request-view.js';
import { serve } from '../declared.js';
import { ok } from './envelope.js';
import { okSchema } from '../success-envelope.js';
import { MERCHANT_NOT_FOUND } from './merchant-uploads.js';
import { uploadRefusal } from './schemas.js';
import { serveUpload } from './upload-flow.js';

export const CONFIG_SELF_DECISION = 'You cannot approve or reject a request you raised.';
export const CONFIG_DECIDED = 'This request has already been decided.';
export const configStale = (merchantId: string) =>
  `Merchant ${merchantId} changed after this request's dry run, so it cannot apply: reject it and upload again.`;

const summarySchema = z.object({
  rows: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  sample: z.array(
    z.object({
      merchantId: z.string(),
      fields: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    }),
  ),
});
const raisedSchema = z.object({ requestId: z.number().int(), jobId: z.string(), summary: summarySchema });
const decisionBody = z
  .object({
    isApproved: z.boolean({ error: 'isApproved must be true or false.' }),
    remarks: z.string().trim().min(1, 'Remarks are required.').max(300),
  })
  .strict();
const decidedSchema = z.object({ requestId: z.number().int(), status: z.string(), applied: z.number().int() });
const idParams = z.object({ id: fromText(z.number().int().positive('No Record Found!')) });

const listQuery = z.object({ status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).default('PENDING') });

/**
 * Settlement-config and P2PM uploads (spec §2.12, §5.6, §6): requests, not changes. The upload is checked like every
 * other (every cell, caps, merchants exist), then dry-run: what each row would change becomes the request's diff;
 * nothing touches a merchant until a checker (never the maker) approves, in one conditional update that applies the
 * values in the same transaction, and only while the dry run is current (each merchant still holds the values it read;
 * otherwise 409 and nothing applies). A merchant is in one pending request of a kind at most (row locks, then a check).
 */
export async function configRequestRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  // The config requests the viewer may see (makers their kind's, checkers theirs), for the approvals inbox.
  serve(
    app,
    CONFIG_REQUESTS_CALL,
    { querystring: listQuery, response: { 200: okSchema(z.array(configRequestDto)) } },
    async (request) => {
      const principal = principalOf(request);
      const viewer = configViewer(principal.staffId, new Set<string>(await heldKeys(db, principal, CONFIG_VIEW_KEYS)));
      if (!viewer.sees.length) return ok([]);
      const rows = await listConfigRequests(db, viewer.sees, request.query.status);
      return ok(rows.map((r) => toConfigRequestDto(r, viewer)));
    },
  );

  for (const { kind } of CONFIG_KINDS) {
    const calls = CONFIG_UPLOAD_CALLS[kind];
    serveUpload(
      app,
      db,
      calls.upload,
      { 200: okSchema(raisedSchema), 400: uploadRefusal, 413: uploadRefusal },
      {
        kind,
        async extraChecks(trx, checked) {
          const found = await merchantsFor(trx, [
            ...new Set(checked.rows.flatMap((r) => (r.value ? [r.value.merchantId] : []))),
          ]);
          for (const row of checked.rows)
            if (row.value && !found.has(row.value.merchantId))
              row.errors.push({ column: 'merchantId', message: MERCHANT_NOT_FOUND });
        },
        async apply(trx, rows, file, at, _finishJob, maker) {
          const ids = new Set(rows.map((r) => r.merchantId));
          // One pending request per merchant and file: a second upload naming any of these merchants waits here for
          // this one's transaction (PostgreSQL row locks; SQLite writes are serial), then sees its request.
          await lockMerchants(trx, ids);
          const clash = await pendingOverlap(trx, kind, file.sha256, ids);
          if (clash) throw new RequestError(409, clash);
          const merchants = await merchantsFor(trx, [...ids]);
          const changes: DryRunChange[] = rows.map((r) => ({
            merchantId: r.merchantId,
            before: currentValues(kind, merchants.get(r.merchantId)!),
            after: proposedValues(kind, r as SettlementConfigRow | P2pmRow),
          }));
          const summary = dryRunSummary(changes, rows.length);
          const { id: requestId } = await insertRequest(trx, {
            kind: REQUEST_KIND[kind],
            productType: null,
            targetId: null,
            targetVersion: null,
            proposed: {
              fileName: file.name,
              sha256: file.sha256,
              summary,
              values: changes.map(({ merchantId, after }) => ({ merchantId, after })),
            },
            previous: { values: changes.map(({ merchantId, before }) => ({ merchantId, before })) },
            maker,
            remarks: `Bulk upload ${file.name}`.slice(0, 300),
            at,
          });
          const jobId = await insertJob(trx, {
            kind,
            status: 'PENDING',
            fileName: file.name,
            sha256: file.sha256,
            size: file.size,
            rows: rows.length,
            staff: maker,
            approvalId: requestId,
            at,
          });
          return { jobId, answer: ok({ requestId, jobId: String(jobId), summary }, CONFIG_REQUEST_RAISED) };
        },
      },
    );

    serve(
      app,
      calls.decide,
      { params: idParams, body: decisionBody, response: { 200: okSchema(decidedSchema) } },
      async (request) => {
        const checker = principalOf(request);
        const { id } = request.params;
        const { isApproved, remarks } = request.body;
        const at = Date.now();
        return db.transaction().execute(async (trx) => {
          if (!(await decideConfigRequest(trx, { id, kind: REQUEST_KIND[kind], isApproved, remarks, checker, at }))) {
            const row = await findRequest(trx, id);
            if (!row || row.kind !== REQUEST_KIND[kind]) throw new RequestError(404, 'No Record Found!');
            if (row.maker_id === checker.staffId) throw new RequestError(403, CONFIG_SELF_DECISION);
            throw new RequestError(409, CONFIG_DECIDED);
          }
          const decided = (await findRequest(trx, id))!;
          const job = { id: await jobOfRequest(trx, id) };
          const { values } = JSON.parse(decided.proposed_json) as {
            values: { merchantId: string; after: Record<string, string | boolean | null> }[];
          };
          if (isApproved) {
            const moved = await applyConfig(trx, kind, values, at, dryRunBefore(decided.previous_json));
            if (moved) throw new RequestError(409, configStale(moved));
            await insertJobRows(
              trx,
              job.id,
              values.map((v, i) => ({
                line: i + 2,
                merchantId: v.merchantId,
                status: 'SUCCESS',
                remarks: 'Applied on approval',
              })),
            );
          }
          await setJobStatus(trx, job.id, isApproved ? 'DONE' : 'REJECTED');
          await writeAudit(trx, {
            actor: checker,
            action: `upload.${kind}.${isApproved ? 'approve' : 'reject'}`,
            entity: 'approval_requests',
            entityId: id,
            before: { status: 'PENDING' },
            after: { status: isApproved ? 'APPROVED' : 'REJECTED', remarks, applied: isApproved ? values.length : 0 },
            at,
          });
          return ok({
            requestId: id,
            status: isApproved ? 'APPROVED' : 'REJECTED',
            applied: isApproved ? values.length : 0,
          });
        });
      },
    );
  }
}
