import { describe, expect, it } from 'vitest';
import { CALLS_A_MESSAGES as M } from '../../contract/consumer/calls-a-rules.js';
import { L, P, consumerSuiteApp } from './consumer-helpers.js';

/**
 * Issue 46 item 6 (spec §7.5), part A: contacts (masked, revealed with an audit row), the verified-name correction
 * under four eyes, repayment links (≤ due, cooldown 409, one winner of 20, idempotent), sanction letters as PDFs and
 * the death certificate (type by content, ≤ 5 MB, audited, fetched back). Each refused without its key.
 */
const h = consumerSuiteApp();
const key = (k: string) => ({ 'idempotency-key': k });
const count = async (action: string) => (await h.audits(action)).length;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('GET /postpe/contacts', () => {
  it("lists the consumer's contacts with masked mobiles; the reveal answers the clear one and is audited", async () => {
    const res = await h.call('viewer', 'GET', `${P}/contacts?consumerId=1001`);
    expect(res.status).toBe(200);
    const contacts = res.body.data as { id: number; kind: string; mobile: string }[];
    expect(contacts.map((c) => c.kind)).toEqual(['EMERGENCY', 'REFERENCE', 'REFERENCE']);
    expect(contacts[0]!.mobile).toBe('XXXXXX2233');
    const before = await count('consumer.pii_reveal');
    const reveal = { consumerId: 1001, field: 'contactMobile', recordId: contacts[0]!.id, reason: 'Customer asked' };
    expect((await h.call('viewer', 'POST', `${P}/pii/reveal`, reveal, key('rv-v'))).status).toBe(403);
    const clear = await h.call('agent', 'POST', `${P}/pii/reveal`, reveal, key('rv-1'));
    expect(clear.status).toBe(200);
    expect(clear.body.data.value).toBe('9811122233');
    expect(await count('consumer.pii_reveal')).toBe(before + 1);
    // Another consumer's contact is not revealed through this one.
    const other = await h.call('agent', 'POST', `${P}/pii/reveal`, { ...reveal, consumerId: 1002 }, key('rv-2'));
    expect(other.status).toBe(404);
  });

  it('an empty list for a consumer without contacts; 404 unknown; 403 without the consumer view', async () => {
    expect((await h.call('agent', 'GET', `${P}/contacts?consumerId=1004`)).body.data).toEqual([]);
    expect((await h.call('agent', 'GET', `${P}/contacts?consumerId=999999`)).status).toBe(404);
    expect((await h.call('noaccess', 'GET', `${P}/contacts?consumerId=1001`)).status).toBe(403);
  });
});

describe('PUT /postpe/verified-name (four eyes)', () => {
  const body = { consumerId: 1002, verifiedName: 'Ravi Kumar Sharma', reason: 'Name as on PAN', remarks: 'PAN copy' };
  const nameOf = async (id: number) =>
    (await h.db().selectFrom('consumers').select('verified_name').where('id', '=', id).executeTakeFirstOrThrow())
      .verified_name;

  it('raises a request (old → new for the checker); nothing changes until a second person approves', async () => {
    expect((await h.call('viewer', 'PUT', `${P}/verified-name`, body, key('vn-v'))).status).toBe(403);
    expect((await h.call('agent', 'PUT', `${P}/verified-name`, { ...body, reason: 'x' }, key('vn-x'))).status).toBe(
      400,
    );
    expect(
      (await h.call('agent', 'PUT', `${P}/verified-name`, { ...body, verifiedName: 'Ravi Kumar' }, key('vn-s'))).body
        .message,
    ).toBe(M.sameName);
    const placed = await h.call('agent', 'PUT', `${P}/verified-name`, body, key('vn-1'));
    expect(placed.status).toBe(200);
    expect(placed.body.message).toBe(M.nameRequested(placed.body.data.requestId, 1002));
    const replay = await h.call('agent', 'PUT', `${P}/verified-name`, body, key('vn-1'));
    expect(replay.body).toEqual(placed.body);
    expect(await count('verified_name_request.create')).toBe(1);
    const second = await h.call('agent2', 'PUT', `${P}/verified-name`, body, key('vn-2'));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(M.namePending);
    expect(await nameOf(1002)).toBe('Ravi Kumar');
    const id = placed.body.data.requestId as number;
    const request = await h
      .db()
      .selectFrom('approval_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(request.previous_json!)).toMatchObject({ verifiedName: 'Ravi Kumar' });
    expect(JSON.parse(request.proposed_json)).toMatchObject({ verifiedName: 'Ravi Kumar Sharma' });
    const url = `/api/crm/maker/checker/verified_name/${id}/decision`;
    expect((await h.call('agent', 'POST', url, { isApproved: true, remarks: 'mine' })).status).toBe(403);
    const decided = await h.call('checker', 'POST', url, { isApproved: true, remarks: 'PAN checked' });
    expect(decided.status).toBe(200);
    expect(await nameOf(1002)).toBe('Ravi Kumar Sharma');
  });

  it('20 agents raising at once: one request, the rest 409', async () => {
    const b = { ...body, consumerId: 1001, verifiedName: 'Asha R Verma' };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.call(i % 2 ? 'agent' : 'agent2', 'PUT', `${P}/verified-name`, b, key(`vn-r${i}`)),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });
});

describe('repayment links (lending)', () => {
  it('lists the links sent, newest first, with their state (paid, expired; a new one is SENT below)', async () => {
    const res = await h.call('viewer', 'GET', `${L}/repayment-link?consumerId=1001`);
    expect(res.status).toBe(200);
    // Seeded weeks before the test's clock: the two unpaid links have expired since; the paid one stays PAID.
    expect((res.body.data as { state: string }[]).map((l) => l.state)).toEqual(['EXPIRED', 'EXPIRED', 'PAID']);
    expect(res.body.data[0].destination).toBe('XXXXXX3210');
    expect((await h.call('noaccess', 'GET', `${L}/repayment-link?consumerId=1001`)).status).toBe(403);
  });

  it('refuses more than is due (400) and without the key (403); sends by e-mail into the dev outbox, audited', async () => {
    const send = (who: string, amount: number, k: string, channel = 'EMAIL') =>
      h.call(who, 'POST', `${L}/repayment-link/send`, { consumerId: 1001, amount, channel }, key(k));
    expect((await send('viewer', 100, 'rl-v')).status).toBe(403);
    const over = await send('agent', 18_500.51, 'rl-o');
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(M.amountOverDue('₹18,500.5'));
    const before = await count('consumer.repayment_link_send');
    const sent = await send('agent', 18_500.5, 'rl-1');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ amount: 18_500.5, channel: 'EMAIL', state: 'SENT' });
    expect(sent.body.data.destination).toBe('aXXXXXXXXX@example.in');
    expect(sent.body.message).toBe(
      `Repayment link ${sent.body.data.linkId} for ₹18,500.5 sent to aXXXXXXXXX@example.in.`,
    );
    expect((await send('agent', 18_500.5, 'rl-1')).body).toEqual(sent.body);
    expect(await count('consumer.repayment_link_send')).toBe(before + 1);
    const outbox = await h.call('agent', 'GET', `/api/crm/dev/outbox?email=asha.verma@example.in`);
    expect(outbox.body.data[0]).toMatchObject({ code: sent.body.data.linkId });
    const again = await send('agent2', 100, 'rl-2', 'SMS');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.cooldown(10));
  });

  it('20 sends at once to another consumer: one 200, nineteen 409, one link', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.call(
          'agent',
          'POST',
          `${L}/repayment-link/send`,
          { consumerId: 1002, amount: 10, channel: 'SMS' },
          key(`rl-r${i}`),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const links = await h
      .db()
      .selectFrom('consumer_repayment_links')
      .select('id')
      .where('consumer_id', '=', 1002)
      .execute();
    expect(links).toHaveLength(1);
  });
});

describe('sanction letters (lending)', () => {
  it("lists the credit line's and each loan's letter; each downloads as a PDF; 404 another's; 403 without view", async () => {
    const res = await h.call('viewer', 'GET', `${L}/sanction-letters?consumerId=1001`);
    expect(res.status).toBe(200);
    const letters = res.body.data as { letterId: string; product: string }[];
    expect(letters[0]).toMatchObject({ letterId: 'CL-1001', product: 'CREDIT_LINE' });
    expect(letters.filter((l) => l.product === 'EMI_LOAN').length).toBeGreaterThan(0);
    for (const l of letters.slice(0, 2)) {
      const pdf = await h.call(
        'viewer',
        'GET',
        `${L}/sanction-letters/document?consumerId=1001&letterId=${l.letterId}`,
      );
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((pdf.body as Buffer).toString('latin1')).toContain(`Sanction Letter - ${l.letterId}`);
    }
    expect(
      (await h.call('viewer', 'GET', `${L}/sanction-letters/document?consumerId=1002&letterId=CL-1001`)).status,
    ).toBe(404);
    expect((await h.call('noaccess', 'GET', `${L}/sanction-letters?consumerId=1001`)).status).toBe(403);
  });
});

describe('death certificate (lending)', () => {
  const upload = (who: string, content: Buffer, k: string, fileName = 'certificate.pdf') =>
    h.call(
      who,
      'POST',
      `${L}/death-certificate/upload`,
      { consumerId: 1003, fileName, content: content.toString('base64'), remarks: 'Settlement due to death' },
      key(k),
    );

  it('none on file at first; refuses a file that is not PDF/JPEG/PNG by its content, and one over 5 MB', async () => {
    expect((await h.call('agent', 'GET', `${L}/death-certificate?consumerId=1003`)).body.data).toBeNull();
    expect((await h.call('agent', 'GET', `${L}/death-certificate/document?consumerId=1003`)).status).toBe(404);
    expect((await upload('agent', Buffer.from('not a pdf at all'), 'dc-t', 'fake.pdf')).status).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload('agent', big, 'dc-b');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(M.certificateTooLarge);
    expect((await upload('viewer', PDF, 'dc-v')).status).toBe(403);
  });

  it('uploads a PNG (typed by content), audited once, replayed by its key; fetched back as it was', async () => {
    const before = await count('consumer.death_certificate_upload');
    const up = await upload('agent', PNG, 'dc-1', 'scan.pdf');
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ fileName: 'scan.pdf', mediaType: 'image/png', size: PNG.length });
    expect(up.body.message).toBe('Death certificate scan.pdf uploaded for consumer 1003.');
    expect((await upload('agent', PNG, 'dc-1', 'scan.pdf')).body).toEqual(up.body);
    expect(await count('consumer.death_certificate_upload')).toBe(before + 1);
    const info = await h.call('checker', 'GET', `${L}/death-certificate?consumerId=1003`);
    expect(info.body.data).toMatchObject({ mediaType: 'image/png', uploadedBy: 'agent@console.example' });
    const file = await h.call('agent', 'GET', `${L}/death-certificate/document?consumerId=1003`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
    expect((await h.call('viewer', 'GET', `${L}/death-certificate/document?consumerId=1003`)).status).toBe(403);
  });
});
