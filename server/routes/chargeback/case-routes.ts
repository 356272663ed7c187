import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { DISPUTE_ACTIONS } from '../../../contract/disputes/calls.js';
import { DISPUTE_MESSAGES, type CaseStatus } from '../../../contract/disputes/rules.js';
import { ACCEPT_REASON, REVIEW_MESSAGES } from '../../../contract/disputes/reasons.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  findDispute,
  recordDecision,
  toDisputeDto,
  transitionDispute,
  type Transition,
} from '../../repositories/disputes.js';
import { listProofs } from '../../repositories/dispute-proofs.js';
import { serve } from '../declared.js';
import { conflictOnUnique } from '../once-only.js';
import { caseActionBody, disputeDto, reviewBody, updateDisputeBody } from './dispute-schemas.js';
import { ok, okSchema } from './envelope.js';
import { requireDispute } from './product-access.js';

interface CaseAction {
  action: string;
  from: readonly CaseStatus[];
  to: CaseStatus;
  /** A review-like action: never by the analyst who raised the dispute. */
  review: boolean;
  fromOutcomes?: readonly string[];
  message: string;
}

/**
 * One step of the case state machine (spec §4; INIT → Processing → Resolved, re-raise back to INIT): the product
 * check, then ONE conditional update (status, and for a review the raiser), then its decision row and one audit row,
 * in the route's transaction. When the update changes nothing the reason is found afterwards: 404, 403 (own
 * dispute), 409 (already resolved, or not in a state this action starts from). Concurrent decisions: one wins.
 */
async function step(
  deps: AppDeps,
  request: FastifyRequest,
  disputeId: number,
  a: CaseAction,
  set: Transition['set'],
  reasons?: readonly string[],
  notes?: string | null,
) {
  const { db } = deps;
  const who = principalOf(request);
  const before = await requireDispute(db, request, disputeId);
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    const at = Date.now();
    const moved = await transitionDispute(trx, {
      id: disputeId,
      from: a.from,
      to: a.to,
      by: who,
      notRaisedBy: a.review,
      fromOutcomes: a.fromOutcomes,
      set,
      at,
    }).catch(conflictOnUnique(DISPUTE_MESSAGES.openDispute)); // a re-raise while another case on the txn is open
    if (!moved) {
      const now = await findDispute(trx, disputeId);
      if (a.review && now?.raised_by === who.staffId) throw new RequestError(403, REVIEW_MESSAGES.selfReview);
      if (now?.status === 'Resolved' && a.to === 'Resolved') throw new RequestError(409, REVIEW_MESSAGES.decided);
      throw new RequestError(409, `A case in ${now?.status ?? 'this'} state cannot take this action.`);
    }
    await recordDecision(trx, {
      disputeId,
      action: a.action,
      from: before.status,
      to: a.to,
      reasons,
      notes,
      by: who.staffId,
      at,
    });
    const after = (await findDispute(trx, disputeId))!;
    await writeAudit(trx, {
      actor: who,
      action: `dispute.${a.action}`,
      entity: 'disputes',
      entityId: disputeId,
      before: { status: before.status, outcome: before.outcome },
      after: { status: after.status, outcome: after.outcome, ...(reasons ? { reasons } : {}) },
      at,
    });
    const proofs = await listProofs(trx, disputeId);
    return ok(toDisputeDto(after, proofs), a.message);
  });
}

const OPEN: readonly CaseStatus[] = ['INIT', 'Processing'];

export async function caseRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const answer = { 200: okSchema(disputeDto) };

  // The review (§3.2, §8): accept with 'Sufficient Proof' or reject with one or more reasons; resolves the case.
  serve(app, DISPUTE_ACTIONS.review, { body: reviewBody, response: answer }, async (request) => {
    const b = request.body;
    const reviewer = principalOf(request);
    const action: CaseAction = {
      action: b.accepted ? 'accept' : 'reject',
      from: OPEN,
      to: 'Resolved',
      review: true,
      message: 'Success',
    };
    const set: Transition['set'] = {
      outcome: b.accepted ? 'ACCEPTED' : 'REJECTED',
      accept_reason: b.accepted ? ACCEPT_REASON : null,
      reject_reasons_json: b.accepted ? null : JSON.stringify(b.rejectReason),
      agent_rejection_notes: b.agentRejectionNotes || null,
      reviewed_by: reviewer.staffId,
      reviewed_by_email: reviewer.email,
    };
    return step(
      deps,
      request,
      b.disputeId,
      action,
      set,
      b.accepted ? [ACCEPT_REASON] : b.rejectReason,
      b.agentRejectionNotes || null,
    );
  });

  // The dispute modal (§2.12): a dispute reason (and an optional hold reason) takes a new case into Processing.
  serve(app, DISPUTE_ACTIONS.update, { body: updateDisputeBody, response: answer }, async (request) => {
    const b = request.body;
    return step(
      deps,
      request,
      b.disputeId,
      { action: 'process', from: ['INIT'], to: 'Processing', review: false, message: 'Success' },
      { dispute_reason: b.disputeReason, hold_reason: b.holdReason || null },
      undefined,
      b.disputeReason,
    );
  });

  // The chargeback is lost (the merchant is debited) or won at the network: a case in Processing is resolved.
  for (const [action, outcome] of [
    ['lost', 'LOST'],
    ['won', 'WON'],
  ] as const) {
    serve(app, DISPUTE_ACTIONS[action], { body: caseActionBody, response: answer }, async (request) => {
      const reviewer = principalOf(request);
      return step(
        deps,
        request,
        request.body.disputeId,
        { action, from: ['Processing'], to: 'Resolved', review: true, message: 'Success' },
        { outcome, reviewed_by: reviewer.staffId, reviewed_by_email: reviewer.email },
      );
    });
  }

  // Re-raise: a rejected or lost case goes back to New for another review.
  serve(app, DISPUTE_ACTIONS.reRaise, { body: caseActionBody, response: answer }, async (request) =>
    step(
      deps,
      request,
      request.body.disputeId,
      {
        action: 're-raise',
        from: ['Resolved'],
        to: 'INIT',
        review: false,
        fromOutcomes: ['REJECTED', 'LOST'],
        message: 'Success',
      },
      {
        outcome: null,
        accept_reason: null,
        reject_reasons_json: null,
        agent_rejection_notes: null,
        reviewed_by: null,
        reviewed_by_email: null,
      },
    ),
  );
}
