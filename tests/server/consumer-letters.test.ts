import { describe, expect, it } from 'vitest';
import { NOC_REFUSED } from '../../contract/consumer/rules.js';
import { P, consumerSuiteApp } from './consumer-helpers.js';

/** A loan's lender NOC and loan letter PDFs on the postpe backend (spec §7.5 /postpe/lender-noc, /postpe/loan-letter). */
const h = consumerSuiteApp();
const loanIn = async (status: string) =>
  h
    .db()
    .selectFrom('consumer_emis')
    .select(['id'])
    .where('consumer_id', '=', 1001)
    .where('loan_status', '=', status)
    .orderBy('id')
    .executeTakeFirstOrThrow();
const pdfText = (r: { body: unknown }) => (r.body as Buffer).toString('latin1');

describe('lender NOC', () => {
  it('a CLOSED or FORECLOSED loan downloads its NOC as a PDF', async () => {
    for (const status of ['CLOSED', 'FORECLOSED']) {
      const loan = await loanIn(status);
      const noc = await h.call('agent', 'GET', `${P}/lender-noc?loanId=${loan.id}`);
      expect(noc.status).toBe(200);
      expect(noc.headers['content-type']).toBe('application/pdf');
      expect(pdfText(noc).startsWith('%PDF-')).toBe(true);
      expect(pdfText(noc)).toContain(`No Objection Certificate - loan ${loan.id}`);
    }
  });

  it('an ACTIVE loan has no NOC (409 with the reason); an unknown loan is 404', async () => {
    const loan = await loanIn('ACTIVE');
    const noc = await h.call('agent', 'GET', `${P}/lender-noc?loanId=${loan.id}`);
    expect(noc.status).toBe(409);
    expect(noc.body.message).toBe(NOC_REFUSED);
    expect((await h.call('agent', 'GET', `${P}/lender-noc?loanId=999999`)).status).toBe(404);
  });

  it('is refused (403) without the consumer view', async () => {
    const loan = await loanIn('CLOSED');
    expect((await h.call('noaccess', 'GET', `${P}/lender-noc?loanId=${loan.id}`)).status).toBe(403);
  });
});

describe('loan letter', () => {
  it('any loan downloads its loan letter; refused without the consumer view', async () => {
    const loan = await loanIn('ACTIVE');
    const letter = await h.call('agent', 'GET', `${P}/loan-letter?loanId=${loan.id}`);
    expect(letter.status).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(pdfText(letter)).toContain(`Loan Letter - loan ${loan.id}`);
    expect((await h.call('noaccess', 'GET', `${P}/loan-letter?loanId=${loan.id}`)).status).toBe(403);
  });
});
