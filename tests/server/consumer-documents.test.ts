import { describe, expect, it } from 'vitest';
import { L, P, consumerSuiteApp } from './consumer-helpers.js';

/** KYC images masked by default and revealed only through the audited reveal; NACH and KFS of a loan (spec §3.17). */
const h = consumerSuiteApp();
const PNG = [0x89, 0x50, 0x4e, 0x47];
const loans = () =>
  h
    .db()
    .selectFrom('consumer_emis')
    .select(['id', 'loan_status'])
    .where('consumer_id', '=', 1001)
    .orderBy('id')
    .execute();

describe('KYC images (masked by default)', () => {
  it('the kyc docs name each stored image and the image served is the masked PNG, never the clear one', async () => {
    const docs = await h.call('agent', 'GET', `${P}/kyc-docs?consumerId=1001`);
    const poa = docs.body.data.docs.find((d: { docType: string }) => d.docType === 'POA');
    expect(poa.imageId).toEqual(expect.any(Number));
    expect(poa.docFrontImageUrl).toBe('/api/postpe/kyc-docs/image?consumerId=1001&docType=POA');
    const image = await h.call('agent', 'GET', poa.docFrontImageUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const bytes = image.body as Buffer;
    expect([...bytes.subarray(0, 4)]).toEqual(PNG);
    const row = await h
      .db()
      .selectFrom('consumer_kyc_images')
      .selectAll()
      .where('id', '=', poa.imageId)
      .executeTakeFirstOrThrow();
    expect(Buffer.compare(bytes, Buffer.from(row.masked_content))).toBe(0);
    expect(Buffer.compare(bytes, Buffer.from(row.clear_content))).not.toBe(0);
  });

  it('the clear image comes only from the reveal, with a reason, and the reveal is in the audit trail', async () => {
    const docs = await h.call('agent', 'GET', `${P}/kyc-docs?consumerId=1001`);
    const selfie = docs.body.data.docs.find((d: { docType: string }) => d.docType === 'SELFIE');
    const body = { consumerId: 1001, field: 'image', recordId: selfie.imageId, reason: 'Customer disputes KYC photo' };
    expect((await h.call('agent', 'POST', `${P}/pii/reveal`, { ...body, reason: 'x' })).status).toBe(400);
    const res = await h.call('agent', 'POST', `${P}/pii/reveal`, body);
    expect(res.status).toBe(200);
    expect(res.body.data.value).toMatch(/^data:image\/png;base64,/);
    const clear = Buffer.from(res.body.data.value.split(',')[1], 'base64');
    const row = await h
      .db()
      .selectFrom('consumer_kyc_images')
      .select('clear_content')
      .where('id', '=', selfie.imageId)
      .executeTakeFirstOrThrow();
    expect(Buffer.compare(clear, Buffer.from(row.clear_content))).toBe(0);
    const audits = (await h.audits('consumer.pii_reveal')).filter((a) => String(a.after_json).includes('image'));
    expect(audits.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses the image and its reveal to agents without the kyc tab, and another consumer’s image', async () => {
    expect((await h.call('viewer', 'GET', `${P}/kyc-docs/image?consumerId=1001&docType=POA`)).status).toBe(403);
    const docs = await h.call('agent', 'GET', `${P}/kyc-docs?consumerId=1001`);
    const id = docs.body.data.docs[0].imageId;
    const reveal = { field: 'image', recordId: id, reason: 'Checking the document' };
    expect((await h.call('agent', 'POST', `${P}/pii/reveal`, { ...reveal, consumerId: 1002 })).status).toBe(404);
    expect((await h.call('viewer', 'POST', `${P}/pii/reveal`, { ...reveal, consumerId: 1001 })).status).toBe(403);
    expect((await h.call('agent', 'GET', `${P}/kyc-docs/image?consumerId=1004&docType=POA`)).status).toBe(404);
  });
});

describe('NACH and KFS of a loan (spec §3.17)', () => {
  it('NACH has every spec field with the account masked; a loan without a mandate answers null', async () => {
    const all = await loans();
    const first = await h.call('agent', 'GET', `${L}/nach?loanId=${all[0]!.id}`);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.data)).toEqual(
      expect.arrayContaining([
        'accountName',
        'amount',
        'bankAccountNo',
        'dateOfClearance',
        'dateOfRegistration',
        'ifsc',
        'nachClearanceDate',
        'status',
        'rejectionReason',
      ]),
    );
    expect(first.body.data.bankAccountNo).toMatch(/^X+\d{4}$/);
    const failed = await h.call('agent', 'GET', `${L}/nach?loanId=${all[1]!.id}`);
    expect(failed.body.data).toMatchObject({ status: 'FAILED', rejectionReason: 'Account closed or transferred' });
    const pending = all.find((l) => l.loan_status === 'PENDING')!;
    const none = await h.call('agent', 'GET', `${L}/nach?loanId=${pending.id}`);
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();
  });

  it('the NACH account is revealed only through the audited reveal, with a reason (who, what, why, when)', async () => {
    const [loan] = await loans();
    const nach = (await h.call('agent', 'GET', `${L}/nach?loanId=${loan!.id}`)).body.data;
    expect(nach.bankAccountNo).toMatch(/^X+\d{4}$/);
    const clear = `50100${String(loan!.id).padStart(4, '0')}9012`;
    expect(nach.bankAccountNo.slice(-4)).toBe(clear.slice(-4));
    expect(JSON.stringify(nach)).not.toContain(clear);
    const body = { consumerId: 1001, field: 'nachAccountNumber', recordId: nach.id, reason: 'Mandate bounce query' };
    expect((await h.call('agent', 'POST', `${P}/pii/reveal`, { ...body, reason: 'x' })).status).toBe(400);
    expect((await h.call('agent', 'POST', `${P}/pii/reveal`, { ...body, recordId: undefined })).status).toBe(404);
    const before = Date.now();
    const res = await h.call('agent', 'POST', `${P}/pii/reveal`, body);
    expect(res.status).toBe(200);
    expect(res.body.data.value).toBe(clear);
    const audit = (await h.audits('consumer.pii_reveal')).find((a) =>
      String(a.after_json).includes('nachAccountNumber'),
    );
    expect(audit).toBeDefined();
    expect(audit!.actor_email).toBe('agent@console.example');
    expect(JSON.parse(String(audit!.after_json))).toEqual({
      field: 'nachAccountNumber',
      recordId: nach.id,
      reason: 'Mandate bounce query',
    });
    expect(Number(audit!.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(audit!.entity_id).toBe('1001');
  });

  it('a NACH reveal is refused without the reveal permission and for another consumer’s mandate', async () => {
    const [loan] = await loans();
    const nach = (await h.call('agent', 'GET', `${L}/nach?loanId=${loan!.id}`)).body.data;
    const body = { consumerId: 1001, field: 'nachAccountNumber', recordId: nach.id, reason: 'Mandate bounce query' };
    expect((await h.call('viewer', 'POST', `${P}/pii/reveal`, body)).status).toBe(403);
    expect((await h.call('agent', 'POST', `${P}/pii/reveal`, { ...body, consumerId: 1002 })).status).toBe(404);
    const audits = await h.audits('consumer.pii_reveal');
    expect(audits.filter((a) => String(a.after_json).includes('nachAccountNumber'))).toHaveLength(1);
  });

  it('KFS answers a loanLink that serves the loan’s Key Fact Statement PDF', async () => {
    const [loan] = await loans();
    const kfs = await h.call('agent', 'GET', `${L}/kfs?loanId=${loan!.id}`);
    expect(kfs.body.data.loanLink).toBe(`/api/lending/kfs/document?loanId=${loan!.id}`);
    const pdf = await h.call('agent', 'GET', kfs.body.data.loanLink);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (pdf.body as Buffer).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(`Key Fact Statement - loan ${loan!.id}`);
    expect((await h.call('noaccess', 'GET', kfs.body.data.loanLink)).status).toBe(403);
  });
});
