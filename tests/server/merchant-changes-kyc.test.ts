import { describe, expect, it } from 'vitest';
import { bearer } from './helpers/test-app.js';
import { signedInApp } from './helpers/signed-in-app.js';

/** Merchant KYC queues (issue 16): assignment by an admin, a reviewer's decision approved by a second person. */
const { t, tokens, db } = signedInApp(['maker', 'checker', 'admin', 'ops', 'support', 'noaccess']);
async function call(who: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, payload, headers: bearer(tokens[who] ?? '') });
  return {
    status: res.statusCode,
    body: res.statusCode === 204 ? null : res.json(),
    headers: res.headers,
    raw: res.rawPayload,
  };
}
const CRM = '/api/crm';
const makerId = async () =>
  (await db().selectFrom('staff').select('id').where('email', '=', 'maker@console.example').executeTakeFirstOrThrow())
    .id;

async function pendingCase(queue = 'MANUAL') {
  const res = await call('ops', 'GET', `${CRM}/merchantkyc/cases?queue=${queue}&status=PENDING`);
  return res.body.data.content[0] as { id: number; merchantId: string; version: number };
}

describe('KYC queues', () => {
  it('lists each queue with the merchant’s declared details', async () => {
    for (const queue of ['CENTRAL', 'MANUAL']) {
      const res = await call('checker', 'GET', `${CRM}/merchantkyc/cases?queue=${queue}`);
      expect(res.status).toBe(200);
      expect(res.body.data.content.length).toBeGreaterThan(0);
      expect(res.body.data.content.every((c: { queue: string }) => c.queue === queue)).toBe(true);
      expect(res.body.data.content[0].declared).toHaveProperty('pan');
    }
    expect((await call('support', 'GET', `${CRM}/merchantkyc/cases`)).status).toBe(403);
  });

  it('only an admin assigns, to someone who may review; a stale version is a 412', async () => {
    const kase = await pendingCase();
    const reviewer = await makerId();
    expect(
      (
        await call('maker', 'POST', `${CRM}/merchantkyc/cases/${kase.id}/assign`, {
          assigneeId: reviewer,
          version: kase.version,
        })
      ).status,
    ).toBe(403);
    const support = (
      await db()
        .selectFrom('staff')
        .select('id')
        .where('email', '=', 'support@console.example')
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      (
        await call('ops', 'POST', `${CRM}/merchantkyc/cases/${kase.id}/assign`, {
          assigneeId: support,
          version: kase.version,
        })
      ).status,
    ).toBe(400);
    const ok = await call('ops', 'POST', `${CRM}/merchantkyc/cases/${kase.id}/assign`, {
      assigneeId: reviewer,
      version: kase.version,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'ASSIGNED', assigneeEmail: 'maker@console.example' });
    const stale = await call('ops', 'POST', `${CRM}/merchantkyc/cases/${kase.id}/assign`, {
      assigneeId: reviewer,
      version: kase.version,
    });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe('This case changed since you opened it.');
    const mine = await call('maker', 'GET', `${CRM}/merchantkyc/cases?mine=true&status=ASSIGNED`);
    expect(mine.body.data.content.some((c: { id: number }) => c.id === kase.id)).toBe(true);
  });

  it('the assigned reviewer rejects with a reason; a second person approves it; merchant KYC follows; audited', async () => {
    const kase = await pendingCase('CENTRAL');
    const reviewer = await makerId();
    const assigned = await call('ops', 'POST', `${CRM}/merchantkyc/cases/${kase.id}/assign`, {
      assigneeId: reviewer,
      version: kase.version,
    });
    expect(assigned.status).toBe(200);
    const body = { decision: 'REJECT', reason: 'PAN photo unreadable' };
    expect((await call('checker', 'POST', `${CRM}/merchantkyc/cases/${kase.id}/review`, body)).status).toBe(403);
    expect(
      (await call('maker', 'POST', `${CRM}/merchantkyc/cases/${kase.id}/review`, { decision: 'REJECT', reason: ' ' }))
        .status,
    ).toBe(400);
    const raised = await call('maker', 'POST', `${CRM}/merchantkyc/cases/${kase.id}/review`, body);
    expect(raised.status).toBe(201);
    expect(raised.body.data.proposed).toMatchObject({ kycStatus: 'REJECTED', reason: 'PAN photo unreadable' });
    expect((await call('maker', 'POST', `${CRM}/merchantkyc/cases/${kase.id}/review`, body)).status).toBe(409);
    const detail = await call('checker', 'GET', `${CRM}/merchantkyc/cases/${kase.id}`);
    expect(detail.body.data.case.status).toBe('IN_APPROVAL');
    const inApproval = await call('checker', 'GET', `${CRM}/merchantkyc/cases?status=IN_APPROVAL&size=200`);
    expect(inApproval.body.data.content.map((c: { id: number }) => c.id)).toContain(kase.id);
    const assignedTab = await call('checker', 'GET', `${CRM}/merchantkyc/cases?status=ASSIGNED&size=200`);
    expect(assignedTab.body.data.content.map((c: { id: number }) => c.id)).not.toContain(kase.id);
    const id = raised.body.data.id as number;
    expect(
      (
        await call('maker', 'POST', `${CRM}/maker/checker/kyc_review/${id}/decision`, {
          isApproved: true,
          remarks: 'x',
        })
      ).status,
    ).toBe(403);
    const ok = await call('checker', 'POST', `${CRM}/maker/checker/kyc_review/${id}/decision`, {
      isApproved: true,
      remarks: 'Agreed',
    });
    expect(ok.status).toBe(200);
    const merchant = await db()
      .selectFrom('merchants')
      .selectAll()
      .where('merchant_id', '=', kase.merchantId)
      .executeTakeFirstOrThrow();
    expect(merchant).toMatchObject({ kyc_status: 'REJECTED', kyc_remarks: 'PAN photo unreadable' });
    const audit = await call('support', 'GET', `${CRM}/merchants/${kase.merchantId}/kyc/audit/history`);
    expect(audit.body.data.map((e: { action: string }) => e.action)).toEqual(['REJECTED', 'REJECT_RAISED', 'ASSIGNED']);
    expect(
      (
        await call('checker', 'POST', `${CRM}/maker/checker/kyc_review/${id}/decision`, {
          isApproved: false,
          remarks: 'late',
        })
      ).status,
    ).toBe(409);
  });

  it('approve path end to end: assigned → the reviewer approves → a checker approves → merchant VERIFIED; audited', async () => {
    const waiting = await call('ops', 'GET', `${CRM}/merchantkyc/cases?status=PENDING&size=100`);
    const kase = (
      waiting.body.data.content as { id: number; merchantId: string; version: number; merchantKycStatus: string }[]
    ).find((c) => c.merchantKycStatus !== 'VERIFIED')!;
    const at = Date.now();
    const assigned = await call('ops', 'POST', `${CRM}/merchantkyc/cases/${kase.id}/assign`, {
      assigneeId: await makerId(),
      version: kase.version,
    });
    expect(assigned.status).toBe(200);
    const raised = await call('maker', 'POST', `${CRM}/merchantkyc/cases/${kase.id}/review`, {
      decision: 'APPROVE',
      reason: 'PAN and GST certificate match the declared details',
    });
    expect(raised.status).toBe(201);
    expect(raised.body.data.proposed).toMatchObject({ decision: 'APPROVE', kycStatus: 'VERIFIED' });
    const id = raised.body.data.id as number;
    const merchantBefore = await db()
      .selectFrom('merchants')
      .select('kyc_status')
      .where('merchant_id', '=', kase.merchantId)
      .executeTakeFirstOrThrow();
    expect(merchantBefore.kyc_status).not.toBe('VERIFIED');
    const decisions = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('checker', 'POST', `${CRM}/maker/checker/kyc_review/${id}/decision`, { isApproved: true, remarks: 'ok' }),
      ),
    );
    expect(decisions.filter((d) => d.status === 200)).toHaveLength(1);
    expect(decisions.filter((d) => d.status === 409)).toHaveLength(4);
    const merchant = await db()
      .selectFrom('merchants')
      .selectAll()
      .where('merchant_id', '=', kase.merchantId)
      .executeTakeFirstOrThrow();
    expect(merchant).toMatchObject({
      kyc_status: 'VERIFIED',
      kyc_remarks: 'PAN and GST certificate match the declared details',
    });
    const closed = await call('checker', 'GET', `${CRM}/merchantkyc/cases/${kase.id}`);
    expect(closed.body.data.case.status).toBe('VERIFIED');
    const history = await call('support', 'GET', `${CRM}/merchants/${kase.merchantId}/kyc/audit/history`);
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual([
      'APPROVED',
      'APPROVE_RAISED',
      'ASSIGNED',
    ]);
    // One audit row per mutation: the assignment, the reviewer's request and the checker's decision.
    const audits = await db()
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'actor_email', 'before_json', 'after_json'])
      .where('created_at', '>=', at)
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'kyc_cases'), eb('entity_id', '=', String(kase.id))]),
          eb.and([eb('entity', '=', 'approval_requests'), eb('entity_id', '=', String(id))]),
        ]),
      )
      .orderBy('id')
      .execute();
    expect(audits.map((a) => [a.action, a.actor_email])).toEqual([
      ['kyc_case.assign', 'ops@console.example'],
      ['kyc_review_request.create', 'maker@console.example'],
      ['kyc_review_request.approve', 'checker@console.example'],
    ]);
    const approval = audits[2]!;
    expect(JSON.parse(approval.before_json!).target).toMatchObject({ caseId: kase.id, status: 'ASSIGNED' });
    expect(JSON.parse(approval.after_json!).target).toMatchObject({
      caseId: kase.id,
      status: 'VERIFIED',
      merchantKycStatus: 'VERIFIED',
    });
  });

  it('documents: listed per merchant and served as their own type, nosniff, sandboxed', async () => {
    const kase = await pendingCase();
    const list = await call('support', 'GET', `${CRM}/merchants/${kase.merchantId}/doc/list`);
    expect(list.status).toBe(200);
    // The PAN image and GST PDF, and a shop photo per store (merchant 360 seed, migration 0019).
    const types = [...new Set(list.body.data.map((d: { mediaType: string }) => d.mediaType))].sort();
    expect(types).toEqual(['application/pdf', 'image/png']);
    for (const doc of list.body.data as { id: number; mediaType: string }[]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${CRM}/kyc/document/${doc.id}`,
        headers: bearer(tokens.support!),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(doc.mediaType);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain('sandbox');
      const head = res.rawPayload.subarray(0, 4).toString('latin1');
      expect(doc.mediaType === 'application/pdf' ? head : res.rawPayload[1]).toBe(
        doc.mediaType === 'application/pdf' ? '%PDF' : 0x50,
      );
    }
    expect((await call('noaccess', 'GET', `${CRM}/kyc/document/1`)).status).toBe(403);
    // Each view of a document is audited: who, which document and whose (issue 38 L5).
    const views = await t.database.handle.db
      .selectFrom('audit_log')
      .select(['actor_email', 'entity_id', 'after_json'])
      .where('action', '=', 'merchant.kyc_document_view')
      .orderBy('id')
      .execute();
    expect(views.map((v) => [v.actor_email, Number(v.entity_id)])).toEqual(
      list.body.data.map((d: { id: number }) => ['support@console.example', d.id]),
    );
    expect(JSON.parse(String(views[0]!.after_json))).toMatchObject({ merchantId: kase.merchantId });
  });
});
