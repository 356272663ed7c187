import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDayOf, istDayStart } from '../../contract/business-time.js';
import { daysBefore } from '../../contract/disputes/rules.js';
import { REJECT_REASONS } from '../../contract/disputes/reasons.js';
import { disputeRaiseBody, transactionWithoutDispute } from './helpers/dispute-raise.js';
import { pdfWithJavaScript, proofPdf, proofPng } from '../../server/db/seed/dispute-proof-files.js';
import { bearer, createTestApp, fileCallerOf, type TestApp } from './helpers/test-app.js';
import { countRows } from './helpers/count-rows.js';

/** The chargeback service (spec §7.6, §5.2, §5.3, §4; DESIGN.md §5) on the seeded data. */
let t: TestApp;
const tokens: Record<string, string> = {};
let pdf: Buffer;
const today = istDayOf(Date.now());

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['disputes', 'disputes2', 'disputes-qr', 'admin', 'ops'])
    tokens[who] = await t.tokenFor(`${who}@console.example`);
  pdf = await proofPdf('Invoice', ['Amount: INR 100']);
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.handle.db;
const call = fileCallerOf(() => t, tokens, '/api/chargeback');
const count = async (table: 'disputes' | 'dispute_proofs' | 'audit_log' | 'dispute_decisions') =>
  countRows(db(), table);
const qs = (o: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString()}`;

const freshTxn = (product: 'SWIPE' | 'QR' = 'SWIPE') => transactionWithoutDispute(db(), product);
const raiseBody = (txnId: number, extra: object = {}) => disputeRaiseBody(txnId, pdf, extra);

describe('search (§2.8, §5.2)', () => {
  it('finds a merchant’s SWIPE transactions in a date range, in the chargeback envelope, 1-based pages', async () => {
    const res = await call(
      'disputes',
      'GET',
      `/chargeback/merchant/detail/page/list${qs({ merchantId: '4000000001', startDate: daysBefore(today, 180), endDate: today, page: 1, limit: 5 })}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, page: 1, limit: 5 });
    expect(res.body.Response).toHaveLength(5);
    expect(res.body.totalCount).toBeGreaterThan(5);
    const row = res.body.Response[0];
    for (const f of [
      'merchant_id',
      'merchant_store_id',
      'bank_reference_no',
      'payment_gateway',
      'txn_sub_type',
      'payer_vpa',
      'acquirer_name',
      'payer_instrument',
      'payee_identifier',
      'last_digits',
      'total_amount',
      'amount',
      'reward_amount',
      'payer_name',
      'payment_timestamp',
      'id',
      'action',
    ])
      expect(row).toHaveProperty(f);
    expect(row).toMatchObject({ merchant_id: '4000000001', sourceProduct: 'SWIPE' });
    const page2 = await call(
      'disputes',
      'GET',
      `/chargeback/merchant/detail/page/list${qs({ merchantId: '4000000001', startDate: daysBefore(today, 180), endDate: today, page: 2, limit: 5 })}`,
    );
    expect(page2.body.Response[0].id).not.toBe(row.id);
  });
  it('counts a range by IST business days: a payment at 01:00 IST is in that day, not the UTC day before', async () => {
    const txn = await freshTxn();
    const day = daysBefore(today, 3);
    await db()
      .updateTable('chargeback_transactions')
      .set({ payment_timestamp: istDayStart(day) + 3_600_000 })
      .where('id', '=', txn.id)
      .execute();
    const ids = async (startDate: string, endDate: string) => {
      const q = { merchantId: txn.merchant_id, startDate, endDate, limit: 200 };
      const res = await call('disputes', 'GET', `/chargeback/merchant/detail/page/list${qs(q)}`);
      expect(res.status).toBe(200);
      return (res.body.Response as { id: number }[]).map((r) => r.id);
    };
    expect(await ids(day, day)).toContain(txn.id);
    expect(await ids(daysBefore(day, 1), daysBefore(day, 1))).not.toContain(txn.id);
  });
  it('SWIPE is the default product; QR when asked', async () => {
    const q = { merchantId: '4000000002', startDate: daysBefore(today, 90), endDate: today };
    const swipe = await call('disputes', 'GET', `/chargeback/merchant/detail/page/list${qs(q)}`);
    const qr = await call(
      'disputes',
      'GET',
      `/chargeback/merchant/detail/page/list${qs({ ...q, sourceProduct: 'QR' })}`,
    );
    expect(swipe.body.Response.every((r: { sourceProduct: string }) => r.sourceProduct === 'SWIPE')).toBe(true);
    expect(qr.body.Response.length).toBeGreaterThan(0);
    expect(qr.body.Response.every((r: { sourceProduct: string }) => r.sourceProduct === 'QR')).toBe(true);
  });
  it('refuses bad filters with the §5.2 messages (400)', async () => {
    const bad = async (q: Record<string, string>) =>
      (
        await call(
          'disputes',
          'GET',
          `/chargeback/merchant/detail/page/list${qs({ startDate: daysBefore(today, 10), endDate: today, ...q })}`,
        )
      ).body;
    expect((await bad({ merchantId: '12ab' })).errors.merchantId).toBe('Merchant ID must contain only numbers.');
    expect((await bad({ merchantId: '12345678901' })).errors.merchantId).toBe('Merchant ID must contain only numbers.');
    expect((await bad({ rrn: 'AB-1' })).errors.rrn).toBe('Transaction UTR must be alphanumeric.');
    expect((await bad({ merchantId: '4000000001', startDate: daysBefore(today, 200) })).message).toBe(
      'Please select date range not more than 6 months',
    );
    expect(
      (await bad({ merchantId: '4000000001', startDate: daysBefore(today, 271), endDate: daysBefore(today, 200) }))
        .message,
    ).toBe('Please select start date not beyond 270 days');
    expect((await bad({})).message).toBe('Please use the filters and click Search.');
  });
  it('a QR-only analyst never gets SWIPE: 403 on search, transaction, history, categories list QR only', async () => {
    const q = { merchantId: '4000000001', startDate: daysBefore(today, 30), endDate: today };
    const swipe = await call('disputes-qr', 'GET', `/chargeback/merchant/detail/page/list${qs(q)}`);
    expect(swipe.status).toBe(403);
    expect(swipe.body.message).toBe('Not authorized to list swipe chargeback transactions!');
    expect(
      (await call('disputes-qr', 'GET', `/chargeback/merchant/detail/page/list${qs({ ...q, sourceProduct: 'QR' })}`))
        .status,
    ).toBe(200);
    expect(
      (await call('disputes-qr', 'GET', `/chargeback/all/dispute/detail${qs({ sourceProduct: 'SWIPE' })}`)).status,
    ).toBe(403);
    const all = await call('disputes-qr', 'GET', '/chargeback/all/dispute/detail');
    expect(all.body.Response.every((d: { sourceProduct: string }) => d.sourceProduct === 'QR')).toBe(true);
    const cats = await call('disputes-qr', 'GET', '/chargeback/get/dispute/categories');
    expect(Object.keys(cats.body.data)).toEqual(['QR']);
    const swipeProof = await db()
      .selectFrom('dispute_proofs')
      .innerJoin('disputes', 'disputes.id', 'dispute_proofs.dispute_id')
      .select('dispute_proofs.id')
      .where('disputes.source_product', '=', 'SWIPE')
      .executeTakeFirstOrThrow();
    expect((await call('disputes-qr', 'GET', `/chargeback/get/documentUri?id=${swipeProof.id}`)).status).toBe(403);
    // Someone with no disputes key at all is refused by the route's own permission.
    expect((await call('ops', 'GET', '/chargeback/get/dispute/categories')).status).toBe(403);
  });
  it('categories: a map of SWIPE/QR to a comma-separated list', async () => {
    const res = await call('disputes', 'GET', '/chargeback/get/dispute/categories');
    expect(res.body.data.SWIPE.split(',')).toContain('others');
    expect(res.body.data.QR.split(',')).toContain('bank');
  });
});

describe('raise (§5.3) and proofs', () => {
  it('raises with a PDF proof: INIT, one audit row, in the history and under New', async () => {
    const txn = await freshTxn();
    const audits = await count('audit_log');
    const res = await call('disputes', 'POST', '/chargeback/add/dispute/txn', raiseBody(txn.id));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'INIT',
      merchantId: txn.merchant_id,
      raisedBy: 'disputes@console.example',
    });
    expect(res.body.data.proofs[0]).toMatchObject({ mediaType: 'application/pdf', proofType: 'INVOICE' });
    expect(await count('audit_log')).toBe(audits + 1);
    const history = await call(
      'disputes',
      'GET',
      `/chargeback/all/dispute/detail${qs({ merchantId: txn.merchant_id, paymentTransactionId: txn.payment_transaction_id })}`,
    );
    expect(history.body.Response.map((d: { id: number }) => d.id)).toContain(res.body.data.id);
    const newTab = await call(
      'disputes',
      'GET',
      `/chargeback/all/dispute/detail${qs({ status: 'INIT', paymentTransactionId: txn.payment_transaction_id })}`,
    );
    expect(newTab.body.Response).toHaveLength(1);
    expect(newTab.body.counts.INIT).toBe(1);
    const doc = await call('disputes', 'GET', `/chargeback/get/documentUri?id=${res.body.data.proofs[0].id}`);
    expect(doc.status).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toBe('inline; filename="invoice.pdf"');
    expect(
      Buffer.from(doc.body as Buffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('each §5.3 rule refused with its message (400 naming the field), nothing saved', async () => {
    const txn = await freshTxn();
    const before = [await count('disputes'), await count('dispute_proofs'), await count('audit_log')];
    const bad = async (extra: object) =>
      (await call('disputes', 'POST', '/chargeback/add/dispute/txn', raiseBody(txn.id, extra))).body;
    expect((await bad({ disputeCategory: '' })).errors.disputeCategory).toBe('This field is required.');
    expect((await bad({ disputeCategory: 'others' })).errors.otherSpecify).toBe('This field is required.');
    expect((await bad({ disputeCategory: 'bank', bankName: 'abc' })).errors.bankName).toBe(
      'Must be at least 5 characters.',
    );
    expect((await bad({ acknowledgementNo: 'AB-12345' })).errors.acknowledgementNo).toBe(
      'Only letters and numbers are allowed.',
    );
    expect((await bad({ acknowledgementNo: 'A'.repeat(101) })).errors.acknowledgementNo).toBe(
      'Cannot be more than 100 characters.',
    );
    expect((await bad({ subjectOfComplaint: 'abc' })).errors.subjectOfComplaint).toBe('Must be at least 5 characters.');
    expect((await bad({ remarks: 'r'.repeat(301) })).errors.remarks).toBe('Cannot be more than 300 characters.');
    expect((await bad({ freshdeskTicketId: 'FD 1234' })).errors.freshdeskTicketId).toBe(
      'Only letters and numbers are allowed.',
    );
    expect((await bad({ state: '' })).errors.state).toBe('This field is required.');
    expect((await bad({ city: '' })).errors.city).toBe('This field is required.');
    expect((await bad({ disputeAmount: '0' })).errors.disputeAmount).toBe('Amount must be greater than 0.');
    expect((await bad({ disputeAmount: '12345678901' })).errors.disputeAmount).toBe(
      'Cannot be more than 10 characters.',
    );
    expect((await bad({ disputeCategory: 'Not a category' })).errors.disputeCategory).toBe('This field is required.');
    const over = await bad({ disputeAmount: String(Number(txn.total_amount) + 1) });
    expect(over.errors.disputeAmount).toMatch(
      /^Amount cannot exceed the total transaction amount of ₹[\d,]+(\.\d+)?\.$/,
    );
    expect(await Promise.all([count('disputes'), count('dispute_proofs'), count('audit_log')])).toEqual(before);
  });

  it('proofs are checked by content and size before anything is written: 413 over 1 MB, 400 for a non-PDF/PNG/JPEG', async () => {
    const txn = await freshTxn();
    const before = [await count('disputes'), await count('dispute_proofs')];
    const big = Buffer.concat([pdf, Buffer.alloc(1_048_577 - pdf.length, 32)]);
    const tooBig = await call(
      'disputes',
      'POST',
      '/chargeback/add/dispute/txn',
      raiseBody(txn.id, { proofs: [{ proofType: 'INVOICE', fileName: 'big.pdf', content: big.toString('base64') }] }),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Proof file must not exceed 1 MB.');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const renamed = await call(
      'disputes',
      'POST',
      '/chargeback/add/dispute/txn',
      raiseBody(txn.id, {
        proofs: [{ proofType: 'INVOICE', fileName: 'invoice.pdf', content: html.toString('base64') }],
      }),
    );
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors['proofs.0']).toBe('Proof must be a PDF, PNG or JPEG file.');
    const none = await call('disputes', 'POST', '/chargeback/add/dispute/txn', raiseBody(txn.id, { proofs: [] }));
    expect(none.body.errors.proofs).toBe('This field is required.');
    expect(await Promise.all([count('disputes'), count('dispute_proofs')])).toEqual(before);
    const png = await call(
      'disputes',
      'POST',
      '/chargeback/add/dispute/txn',
      raiseBody(txn.id, {
        proofs: [{ proofType: 'OTHER', fileName: 'receipt.pdf', content: proofPng().toString('base64') }],
      }),
    );
    expect(png.body.data.proofs[0].mediaType).toBe('image/png');
  });

  it('an Idempotency-Key makes a double raise harmless', async () => {
    const txn = await freshTxn('QR');
    const before = await count('disputes');
    const body = raiseBody(txn.id, { sourceProduct: 'QR', disputeCategory: 'Payment debited not credited' });
    const headers = { 'idempotency-key': `raise-${txn.id}` };
    const [a, b] = await Promise.all([
      call('disputes', 'POST', '/chargeback/add/dispute/txn', body, headers),
      call('disputes', 'POST', '/chargeback/add/dispute/txn', body, headers),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(await count('disputes')).toBe(before + 1);
  });

  it('the QR-only analyst cannot raise on SWIPE (403, nothing saved)', async () => {
    const txn = await freshTxn();
    const before = await count('disputes');
    const res = await call('disputes-qr', 'POST', '/chargeback/add/dispute/txn', raiseBody(txn.id));
    expect(res.status).toBe(403);
    expect(await count('disputes')).toBe(before);
  });

  it('add/document: multipart, by content and size', async () => {
    const open = await db()
      .selectFrom('disputes')
      .select('id')
      .where('status', '=', 'INIT')
      .where('source_product', '=', 'SWIPE')
      .executeTakeFirstOrThrow();
    const form = (file: Buffer, name: string, disputeId = String(open.id)) => {
      const boundary = '----disputes';
      const parts = [
        `--${boundary}\r\nContent-Disposition: form-data; name="disputeId"\r\n\r\n${disputeId}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="proofType"\r\n\r\nOTHER\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ];
      return {
        payload: Buffer.concat([Buffer.from(parts.join('')), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const send = (f: ReturnType<typeof form>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chargeback/chargeback/add/document',
        payload: f.payload,
        headers: { ...bearer(tokens.disputes!), ...f.headers },
      });
    const good = await send(form(pdfWithJavaScript(), 'scripted.pdf'));
    expect(good.statusCode).toBe(200);
    expect(good.json().data.mediaType).toBe('application/pdf');
    const proofs = await count('dispute_proofs');
    expect((await send(form(Buffer.from('MZ not a pdf'), 'x.pdf'))).statusCode).toBe(400);
    expect((await send(form(Buffer.alloc(1_048_577, 1), 'big.pdf'))).statusCode).toBe(413);
    // The id is digits only (issue 38 L10): spaces, hex, exponents and decimals name no dispute.
    for (const id of [` ${open.id}`, `0x${open.id.toString(16)}`, `${open.id}.0`, `${open.id}e0`, `+${open.id}`])
      expect((await send(form(pdfWithJavaScript(), 'p.pdf', id))).statusCode, id).toBe(404);
    expect(await count('dispute_proofs')).toBe(proofs);
  });
});

describe('the case state machine (§4)', () => {
  async function raisedBy(who: string, product: 'SWIPE' | 'QR' = 'SWIPE') {
    const txn = await freshTxn(product);
    const res = await call(
      who,
      'POST',
      '/chargeback/add/dispute/txn',
      raiseBody(txn.id, product === 'QR' ? { sourceProduct: 'QR', disputeCategory: 'Fraud' } : {}),
    );
    expect(res.status).toBe(200);
    return res.body.data.id as number;
  }
  const reject = (id: number, reasons = [REJECT_REASONS[1], REJECT_REASONS[5]]) => ({
    disputeId: id,
    accepted: false,
    rejectReason: reasons,
    agentRejectionNotes: 'Invoice unreadable',
  });

  it('an analyst never reviews a dispute they raised (403), not even the super-admin', async () => {
    const id = await raisedBy('disputes');
    const res = await call('disputes', 'POST', '/chargeback/proof/status/update', reject(id));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot review a dispute you raised.');
    const own = await raisedBy('admin');
    expect(
      (
        await call('admin', 'POST', '/chargeback/proof/status/update', {
          disputeId: own,
          accepted: true,
          acceptReason: ['Sufficient Proof'],
        })
      ).status,
    ).toBe(403);
  });

  it('a second analyst rejects with two reasons: Resolved, one decision row and one audit row; a second decision → 409', async () => {
    const id = await raisedBy('disputes');
    const [audits, decisions] = [await count('audit_log'), await count('dispute_decisions')];
    const res = await call('disputes2', 'POST', '/chargeback/proof/status/update', reject(id));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'Resolved',
      outcome: 'REJECTED',
      rejectReason: [REJECT_REASONS[1], REJECT_REASONS[5]],
      reviewedBy: 'disputes2@console.example',
    });
    expect([await count('audit_log'), await count('dispute_decisions')]).toEqual([audits + 1, decisions + 1]);
    const again = await call('admin', 'POST', '/chargeback/proof/status/update', {
      disputeId: id,
      accepted: true,
      acceptReason: ['Sufficient Proof'],
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This dispute has already been resolved.');
    expect(await count('audit_log')).toBe(audits + 1);
    const resolved = await call(
      'disputes',
      'GET',
      `/chargeback/all/dispute/detail${qs({ status: 'Resolved', limit: 200 })}`,
    );
    expect(resolved.body.Response.map((d: { id: number }) => d.id)).toContain(id);
  });

  it('reasons: only the §8 wording; accept only with Sufficient Proof; a rejection needs one', async () => {
    const id = await raisedBy('disputes');
    expect(
      (await call('disputes2', 'POST', '/chargeback/proof/status/update', reject(id, ['Made up reason'] as never)))
        .status,
    ).toBe(400);
    expect(
      (await call('disputes2', 'POST', '/chargeback/proof/status/update', reject(id, []))).body.errors.rejectReason,
    ).toBe('Select at least one reason.');
    expect(
      (
        await call('disputes2', 'POST', '/chargeback/proof/status/update', {
          disputeId: id,
          accepted: true,
          acceptReason: ['Looks fine'],
        })
      ).status,
    ).toBe(400);
    const ok = await call('disputes2', 'POST', '/chargeback/proof/status/update', {
      disputeId: id,
      accepted: true,
      acceptReason: ['Sufficient Proof'],
    });
    expect(ok.body.data).toMatchObject({ status: 'Resolved', outcome: 'ACCEPTED', acceptReason: ['Sufficient Proof'] });
  });

  it('concurrent decisions: exactly one wins, the other gets 409', async () => {
    const id = await raisedBy('disputes');
    const results = await Promise.all([
      call('disputes2', 'POST', '/chargeback/proof/status/update', reject(id)),
      call('admin', 'POST', '/chargeback/proof/status/update', {
        disputeId: id,
        accepted: true,
        acceptReason: ['Sufficient Proof'],
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const decisions = await db().selectFrom('dispute_decisions').select('id').where('dispute_id', '=', id).execute();
    expect(decisions).toHaveLength(1);
  });

  it('INIT → Processing (dispute modal) → lost; won; re-raise a lost case back to New', async () => {
    const id = await raisedBy('disputes');
    const audits = await count('audit_log');
    expect((await call('disputes2', 'POST', '/chargeback/lost', { disputeId: id })).status).toBe(409); // not in Processing yet
    const bad = await call('disputes', 'POST', '/chargeback/update/dispute', { disputeId: id, disputeReason: 'Bad 1' });
    expect(bad.body.errors.disputeReason).toBe('Only letters and spaces are allowed.');
    const processing = await call('disputes', 'POST', '/chargeback/update/dispute', {
      disputeId: id,
      disputeReason: 'Issuer raised chargeback',
      holdReason: 'Awaiting merchant',
    });
    expect(processing.body.data).toMatchObject({
      status: 'Processing',
      disputeReason: 'Issuer raised chargeback',
      holdReason: 'Awaiting merchant',
    });
    const feasible = await call('disputes2', 'GET', `/chargeback/lost/check-recovery-feasibility?disputeId=${id}`);
    expect(feasible.body.data.feasible).toBe(true);
    expect((await call('disputes', 'POST', '/chargeback/lost', { disputeId: id })).status).toBe(403);
    const lost = await call('disputes2', 'POST', '/chargeback/lost', { disputeId: id });
    expect(lost.body.data).toMatchObject({ status: 'Resolved', outcome: 'LOST' });
    expect((await call('disputes2', 'POST', '/chargeback/won/external', { disputeId: id })).status).toBe(409);
    const reraised = await call('disputes', 'POST', '/chargeback/re/raise/dispute', { disputeId: id });
    expect(reraised.body.data).toMatchObject({ status: 'INIT', outcome: null });
    // process, lost, re-raise: one audit row and one decision row each; the refusals wrote none
    expect(await count('audit_log')).toBe(audits + 3);
    const steps = await db()
      .selectFrom('dispute_decisions')
      .select(['action', 'from_status', 'to_status'])
      .where('dispute_id', '=', id)
      .orderBy('id')
      .execute();
    expect(steps).toEqual([
      { action: 'process', from_status: 'INIT', to_status: 'Processing' },
      { action: 'lost', from_status: 'Processing', to_status: 'Resolved' },
      { action: 're-raise', from_status: 'Resolved', to_status: 'INIT' },
    ]);
    const id2 = await raisedBy('disputes2', 'QR');
    await call('disputes2', 'POST', '/chargeback/update/dispute', {
      disputeId: id2,
      sourceProduct: 'QR',
      disputeReason: 'Chargeback received',
    });
    const won = await call('disputes-qr', 'POST', '/chargeback/won/external', { disputeId: id2, sourceProduct: 'QR' });
    expect(won.body.data).toMatchObject({ status: 'Resolved', outcome: 'WON' });
    expect((await call('disputes', 'POST', '/chargeback/re/raise/dispute', { disputeId: id2 })).status).toBe(409); // a won case stays won
  });
});

it('seed: SWIPE and QR transactions over 270+ days, disputes in every state, real PDF and PNG proofs', async () => {
  const span = await db()
    .selectFrom('chargeback_transactions')
    .select([
      'source_product',
      (eb) => eb.fn.min('payment_timestamp').as('oldest'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .groupBy('source_product')
    .execute();
  for (const s of span) expect(Date.now() - Number(s.oldest)).toBeGreaterThan(270 * 86_400_000);
  expect(span.map((s) => s.source_product).sort()).toEqual(['QR', 'SWIPE']);
  const states = await db().selectFrom('disputes').select('status').distinct().execute();
  expect(states.map((s) => s.status).sort()).toEqual(['INIT', 'Processing', 'Resolved']);
  const types = await db().selectFrom('dispute_proofs').select('media_type').distinct().execute();
  expect(types.map((s) => s.media_type)).toEqual(expect.arrayContaining(['application/pdf', 'image/png']));
});

it('txn/summary/doc/generator: a PDF summary of a dispute, in the envelope; refused for a product the user may not see', async () => {
  const d = await db()
    .selectFrom('disputes')
    .select(['id', 'source_product'])
    .where('source_product', '=', 'SWIPE')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const res = await call('disputes', 'POST', '/chargeback/txn/summary/doc/generator', { disputeId: d.id });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ fileName: `dispute-${d.id}-summary.pdf`, contentType: 'application/pdf' });
  expect(Buffer.from(res.body.data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  expect((await call('disputes-qr', 'POST', '/chargeback/txn/summary/doc/generator', { disputeId: d.id })).status).toBe(
    403,
  );
  const meta = await call('disputes', 'GET', `/chargeback/merchant/metadata?merchantId=4000000001`);
  expect(meta.body.data.transactions).toBeGreaterThan(0);
  const req = await call('disputes', 'GET', '/chargeback/required/details');
  expect(req.body.data.rejectReasons).toHaveLength(16);
});

describe('bulk raise', () => {
  const rowOf = (
    t: { source_product: string; merchant_id: string; payment_transaction_id: string },
    extra: object = {},
  ) => ({
    sourceProduct: t.source_product,
    merchantId: t.merchant_id,
    paymentTransactionId: t.payment_transaction_id,
    disputeCategory: 'Fraud',
    acknowledgementNo: 'ACK12345',
    subjectOfComplaint: 'Customer disputes the charge',
    state: 'Karnataka',
    city: 'Bengaluru',
    disputeAmount: '1',
    ...extra,
  });
  async function undisputed(n: number, product: 'SWIPE' | 'QR' = 'SWIPE') {
    return db()
      .selectFrom('chargeback_transactions')
      .selectAll()
      .where('source_product', '=', product)
      .where('id', 'not in', db().selectFrom('disputes').select('transaction_id'))
      .orderBy('id')
      .limit(n)
      .execute();
  }
  it('all rows or none: a bad row (rule, unknown transaction, amount over the total, duplicate) names the row; nothing written', async () => {
    const [a, b] = await undisputed(2);
    const before = [await count('disputes'), await count('audit_log')];
    const bad = await call('disputes', 'POST', '/chargeback/bulk/add/dispute/txn', {
      rows: [rowOf(a!), rowOf(b!, { acknowledgementNo: 'AB' })],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['rows.1.acknowledgementNo']).toBe('Must be at least 5 characters.');
    const unknown = await call('disputes', 'POST', '/chargeback/bulk/add/dispute/txn', {
      rows: [rowOf(a!), rowOf(b!, { paymentTransactionId: 'SW0' })],
    });
    expect(unknown.body.errors['rows.1.paymentTransactionId']).toBe('No Record Found!');
    const over = await call('disputes', 'POST', '/chargeback/bulk/add/dispute/txn', {
      rows: [rowOf(a!, { disputeAmount: String(Number(a!.total_amount) + 1) })],
    });
    expect(over.body.errors['rows.0.disputeAmount']).toMatch(/^Amount cannot exceed the total transaction amount of ₹/);
    const twice = await call('disputes', 'POST', '/chargeback/bulk/add/dispute/txn', { rows: [rowOf(a!), rowOf(a!)] });
    expect(twice.body.errors['rows.1.paymentTransactionId']).toBe('This transaction is already in the file.');
    expect([await count('disputes'), await count('audit_log')]).toEqual(before);
    const good = await call('disputes', 'POST', '/chargeback/bulk/add/dispute/txn', { rows: [rowOf(a!), rowOf(b!)] });
    expect(good.body.data.created).toBe(2);
    expect([await count('disputes'), await count('audit_log')]).toEqual([before[0]! + 2, before[1]! + 1]);
  });
  it('refuses a product the user may not see', async () => {
    const [a] = await undisputed(1);
    expect((await call('disputes-qr', 'POST', '/chargeback/bulk/add/dispute/txn', { rows: [rowOf(a!)] })).status).toBe(
      403,
    );
  });
});

it('odd input is a 4xx, never a 500: huge ids and pages, bad products, non-multipart uploads', async () => {
  const answers = await Promise.all([
    call('disputes', 'GET', '/chargeback/get/documentUri?id=99999999999'),
    call('disputes', 'GET', '/chargeback/txn/detail?id=99999999999'),
    call('disputes', 'GET', '/chargeback/all/dispute/detail?page=99999999999'),
    call('disputes', 'GET', '/chargeback/all/dispute/detail?sourceProduct=CARD'),
    call('disputes', 'POST', '/chargeback/proof/status/update', {
      disputeId: 99999999999,
      accepted: true,
      acceptReason: ['Sufficient Proof'],
    }),
    call('disputes', 'POST', '/chargeback/add/dispute/txn', { transactionId: 'x', proofs: 'nope' }),
    call('disputes', 'POST', '/chargeback/add/document', { disputeId: 1 }),
    call('disputes', 'POST', '/chargeback/bulk/add/dispute/txn', { rows: [] }),
    call('disputes', 'GET', '/chargeback/get/documentUri?id=424242'),
  ]);
  for (const a of answers) {
    expect(a.status).toBeGreaterThanOrEqual(400);
    expect(a.status).toBeLessThan(500);
  }
});
