import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSUMER_KYC } from '../../../contract/bindings.js';
import { CONSUMER_ACTIONS } from '../../../contract/consumer/calls.js';
import {
  accountStatusBody,
  CONSUMER_MESSAGES,
  limitBody,
  revealBody,
  waivePenaltyBody,
} from '../../../contract/consumer/forms.js';
import type { AppDeps } from '../../app-deps.js';
import { documentBytes } from '../../documents/store.js';
import { RequestError } from '../../plugins/validation.js';
import { holdsAny } from '../../repositories/access.js';
import { findBankAccount } from '../../repositories/consumer-lending.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  clearValueOf,
  findConsumer,
  setAccountStatus,
  toSummaryDto,
  waivePenalty,
} from '../../repositories/consumer-accounts.js';
import { addCrmAudit, addEvent } from '../../repositories/consumer-events.js';
import { findBankTransfer } from '../../repositories/consumer-lists.js';
import { findClearKycImage, findClearNachAccount } from '../../repositories/consumer-documents.js';
import { upiMobileOf } from '../../repositories/consumer-upi.js';
import { contactMobileOf } from '../../repositories/consumer-calls-a.js';
import { dsaLeadEmailOf } from '../../repositories/consumer-loan-history.js';
import { insertRequest, pendingRequestOn } from '../../repositories/maker-checker.js';
import { conflictOnUnique } from '../once-only.js';
import { ok } from './envelope.js';
import { summaryDto } from './consumer-schemas.js';
import { serveConsumerAction } from './consumer-action.js';

const sec = (ms: number) => Math.floor(ms / 1000);
/** Spec §4-like account transitions (ours: the spec lists the reasons, not the states): from → action → to. */
const TRANSITIONS = {
  BLOCK: { from: ['ACTIVE'], to: 'BLOCKED' },
  UNBLOCK: { from: ['BLOCKED'], to: 'ACTIVE' },
  CLOSE: { from: ['ACTIVE', 'BLOCKED'], to: 'CLOSED' },
} as const;

/** Update limit (maker/checker), block/unblock/close, penalty waiver and the audited reveal of personal data. */
export async function consumerAccountActions(app: FastifyInstance, { db, documents }: AppDeps): Promise<void> {
  // Update limit (spec §5.8, §8): a maker's request; nothing changes until a checker approves it in the inbox.
  serveConsumerAction(
    app,
    db,
    CONSUMER_ACTIONS.updateLimit,
    { body: limitBody, data: z.object({ requestId: z.number(), status: z.string() }) },
    async (trx, b, maker, c) => {
      if (Number(c.account_limit) === b.newLimit) throw new RequestError(400, 'The new limit is the current limit.');
      // One pending limit request per consumer: checked here, held by migration 0023's unique index in a race.
      if (await pendingRequestOn(trx, 'CONSUMER_LIMIT', Number(c.id)))
        throw new RequestError(409, CONSUMER_MESSAGES.limitPending);
      const at = Date.now();
      const row = await insertRequest(trx, {
        kind: 'CONSUMER_LIMIT',
        productType: 'POSTPE',
        targetId: Number(c.id),
        targetVersion: c.version,
        proposed: { account_limit: b.newLimit, consumerId: Number(c.id) },
        previous: { account_limit: Number(c.account_limit) },
        maker,
        remarks: b.remarks,
        at,
      }).catch(conflictOnUnique(CONSUMER_MESSAGES.limitPending));
      await writeAudit(trx, {
        actor: maker,
        action: 'consumer_limit_request.create',
        entity: 'approval_requests',
        entityId: row.id,
        after: { consumerId: Number(c.id), from: Number(c.account_limit), to: b.newLimit, remarks: b.remarks },
        at,
      });
      return ok({ requestId: row.id, status: row.status }, CONSUMER_MESSAGES.limitRequested);
    },
  );

  // Block, unblock or close (spec §5.8 reasons): one conditional update on the version read.
  serveConsumerAction(
    app,
    db,
    CONSUMER_ACTIONS.accountStatus,
    { body: accountStatusBody, data: summaryDto },
    async (trx, b, who, c) => {
      const t = TRANSITIONS[b.action];
      const at = Date.now();
      const allowed = (t.from as readonly string[]).includes(c.account_status);
      const blocking = b.action === 'BLOCK';
      const set = {
        account_status: t.to,
        permanent_blocked: blocking ? 1 : 0,
        blocked_reason: blocking ? b.reason : null,
        blocked_remark: blocking ? b.remarks : null,
        closed_date: b.action === 'CLOSE' ? sec(at) : c.closed_date,
      };
      if (!allowed || !(await setAccountStatus(trx, c, set)))
        throw new RequestError(409, `A ${c.account_status} account cannot be ${b.action.toLowerCase()}ed.`);
      const after = (await findConsumer(trx, b.consumerId))!;
      await writeAudit(trx, {
        actor: who,
        action: `consumer.account_${b.action.toLowerCase()}`,
        entity: 'consumers',
        entityId: b.consumerId,
        before: { accountStatus: c.account_status },
        after: { accountStatus: t.to, reason: b.reason, remarks: b.remarks },
        at,
      });
      await addEvent(trx, b.consumerId, 'DEACTIVATION', sec(at), {
        action: b.action,
        reason: b.reason,
        remark: b.remarks,
        by: who.email,
      });
      await addCrmAudit(trx, b.consumerId, sec(at), who, 'UPDATE_ACCOUNT_STATUS', {
        updateAccountStatusDto: { consumerId: b.consumerId, status: t.to, remarks: b.remarks, reason: b.reason },
      });
      return ok(toSummaryDto(after), CONSUMER_MESSAGES.success);
    },
  );

  serveConsumerAction(
    app,
    db,
    CONSUMER_ACTIONS.waivePenalty,
    { body: waivePenaltyBody, data: summaryDto },
    async (trx, b, who, c) => {
      if (!(await waivePenalty(trx, c, b.amount)))
        throw new RequestError(409, `At most the due penalty (${Number(c.due_penalty)}) can be waived.`);
      const after = (await findConsumer(trx, b.consumerId))!;
      const at = Date.now();
      await writeAudit(trx, {
        actor: who,
        action: 'consumer.waive_penalty',
        entity: 'consumers',
        entityId: b.consumerId,
        before: { duePenalty: Number(c.due_penalty) },
        after: { duePenalty: Number(after.due_penalty), amount: b.amount, remarks: b.remarks },
        at,
      });
      await addCrmAudit(trx, b.consumerId, sec(at), who, 'WAIVE_PENALTY', {
        request: { requestDto: { amount: b.amount, consumerId: b.consumerId, txnType: 'PENALTY_WAIVER' } },
      });
      return ok(toSummaryDto(after), CONSUMER_MESSAGES.success);
    },
  );

  // Reveal (issue 12): the clear value of one masked field, with who, what, why and when in the audit trail.
  serveConsumerAction(
    app,
    db,
    CONSUMER_ACTIONS.reveal,
    { body: revealBody, data: z.object({ value: z.string() }) },
    async (trx, b, who, c) => {
      let value: string | null = null;
      if (b.field === 'accountNumber' && b.recordId !== undefined) {
        const t = await findBankTransfer(trx, b.recordId);
        if (t && Number(t.consumer_id) === b.consumerId) value = t.account_no;
      } else if (b.field === 'image' && b.recordId !== undefined) {
        // A KYC image is revealed only to an agent who may see the kyc tab at all.
        if (!(await holdsAny(trx, who, CONSUMER_KYC.access.show))) throw new RequestError(403, 'Forbidden');
        const image = await findClearKycImage(trx, b.consumerId, b.recordId);
        if (image) {
          const bytes = await documentBytes(documents, image.clear_key, image.clear_content);
          value = `data:${image.media_type};base64,${bytes.toString('base64')}`;
        }
      } else if (b.field === 'nachAccountNumber' && b.recordId !== undefined) {
        value = await findClearNachAccount(trx, b.consumerId, b.recordId);
      } else if (b.field === 'upiMobile') {
        value = await upiMobileOf(trx, b.consumerId);
      } else if (b.field === 'contactMobile' && b.recordId !== undefined) {
        value = await contactMobileOf(trx, b.consumerId, b.recordId);
      } else if (b.field === 'bankAccountNumber' && b.recordId !== undefined) {
        value = (await findBankAccount(trx, b.consumerId, b.recordId))?.account_no ?? null;
      } else if (b.field === 'dsaLeadEmail') {
        value = await dsaLeadEmailOf(trx, b.consumerId);
      } else value = clearValueOf(c, b.field);
      if (value === null) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
      await writeAudit(trx, {
        actor: who,
        action: 'consumer.pii_reveal',
        entity: 'consumers',
        entityId: b.consumerId,
        after: { field: b.field, recordId: b.recordId ?? null, reason: b.reason },
      });
      return ok({ value });
    },
  );
}
