import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { auditCount, merchantCaller, MS } from './helpers/merchant-360-calls.js';

/**
 * The lending desk's portfolio lists (issue 43 item 6), Spring pages from 0. /loan-app: every merchant's loans and
 * applications in one queue, newest first, filtered by state, product and merchant; an application is cancelled from
 * its row through the merchant 360's call. /credit-line: every merchant's credit line, the most overdue first.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const call = merchantCaller(() => t, tokens);
const QUEUE = `${MS}/merchants/loan-applications`;

interface Loan {
  loanId: string;
  merchantId: string;
  status: string;
  product: string;
  amount: number;
  appliedAt: number;
}
const pageOf = async (query: string) => {
  const res = await call('support', 'GET', `${QUEUE}?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { content: Loan[]; totalElements: number; totalPages: number; number: number; size: number };
};

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['ops', 'support', 'noaccess']) tokens[who] = await t.tokenFor(`${who}@console.example`);
}, 60_000);
afterAll(() => t.close());

describe('GET /merchants/loan-applications', () => {
  it('pages every merchant’s loans from page 0, newest application first, with Spring totals', async () => {
    const { n } = await t.database.handle.db
      .selectFrom('merchant_loans')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const first = await pageOf('page=0&size=5');
    expect(first.totalElements).toBe(Number(n));
    expect(first.content).toHaveLength(5);
    expect(new Set(first.content.map((l) => l.merchantId)).size).toBeGreaterThan(1);
    const times = first.content.map((l) => l.appliedAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await pageOf('page=1&size=5');
    expect(second.content.map((l) => l.loanId)).not.toContain(first.content[0]!.loanId);
  });

  it('filters by state, product and merchant; an unknown state is a 400 naming the field', async () => {
    const applied = await pageOf('status=APPLIED&size=200');
    expect(applied.totalElements).toBeGreaterThan(0);
    expect(applied.content.every((l) => l.status === 'APPLIED')).toBe(true);
    const lines = await pageOf('product=CREDIT_LINE&size=200');
    expect(lines.content.every((l) => l.product === 'CREDIT_LINE')).toBe(true);
    const merchant = applied.content[0]!.merchantId;
    const mine = await pageOf(`merchantId=${merchant}&size=200`);
    expect(mine.content.every((l) => l.merchantId === merchant)).toBe(true);
    expect(mine.content.map((l) => l.loanId)).toContain(applied.content[0]!.loanId);
    const bad = await call('support', 'GET', `${QUEUE}?status=PENDING`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('status');
  });

  it('refuses a user who may not read merchants (403)', async () => {
    expect((await call('noaccess', 'GET', QUEUE)).status).toBe(403);
  });

  it('a row’s application is cancelled through the merchant’s call: audited, then in the CANCELLED queue', async () => {
    const [loan] = (await pageOf('status=APPROVED&size=1')).content;
    const audits = await auditCount(t, 'merchants', loan!.merchantId);
    const res = await call('ops', 'POST', `${MS}/merchants/${loan!.merchantId}/cancel-loan-application`, {
      loanId: loan!.loanId,
    });
    expect(res.status).toBe(200);
    expect(await auditCount(t, 'merchants', loan!.merchantId)).toBe(audits + 1);
    const cancelled = await pageOf(`status=CANCELLED&merchantId=${loan!.merchantId}&size=200`);
    expect(cancelled.content.map((l) => l.loanId)).toContain(loan!.loanId);
    const again = await call('ops', 'POST', `${MS}/merchants/${loan!.merchantId}/cancel-loan-application`, {
      loanId: loan!.loanId,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only an application that is APPLIED or APPROVED can be cancelled.');
  });
});

interface Line {
  creditLineId: string;
  merchantId: string;
  status: string;
  lender: string;
  sanctionedLimit: number;
  utilisedLimit: number;
  availableLimit: number;
  overdueAmount: number;
  appliedAt: number;
  dueDay: number;
}
const LINES = `${MS}/merchants/credit-lines`;
const linesOf = async (query: string) => {
  const res = await call('support', 'GET', `${LINES}?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { content: Line[]; totalElements: number };
};

describe('GET /merchants/credit-lines', () => {
  it('pages every merchant’s credit line, the most overdue first, with Spring totals and every state seeded', async () => {
    const { n } = await t.database.handle.db
      .selectFrom('merchant_credit_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const all = await linesOf('size=200');
    expect(all.totalElements).toBe(Number(n));
    const overdue = all.content.map((l) => l.overdueAmount);
    expect([...overdue].sort((a, b) => b - a)).toEqual(overdue);
    expect(new Set(all.content.map((l) => l.status))).toEqual(
      new Set(['APPLIED', 'ACTIVE', 'FROZEN', 'CLOSED', 'REJECTED']),
    );
    const active = all.content.find((l) => l.status === 'ACTIVE')!;
    expect(active.availableLimit).toBeCloseTo(active.sanctionedLimit - active.utilisedLimit, 2);
  });

  it('filters by state, overdue, lender and merchant; an unknown state is a 400', async () => {
    const frozen = await linesOf('status=FROZEN&size=200');
    expect(frozen.totalElements).toBeGreaterThan(0);
    expect(frozen.content.every((l) => l.status === 'FROZEN')).toBe(true);
    const late = await linesOf('overdue=true&size=200');
    expect(late.totalElements).toBeGreaterThan(0);
    expect(late.content.every((l) => l.overdueAmount > 0)).toBe(true);
    const clear = await linesOf('overdue=false&size=200');
    expect(clear.content.every((l) => l.overdueAmount === 0)).toBe(true);
    expect(late.totalElements + clear.totalElements).toBe((await linesOf('size=1')).totalElements);
    const kredit = await linesOf('lender=Kredit%20Finance%20Ltd&size=200');
    expect(kredit.content.every((l) => l.lender === 'Kredit Finance Ltd')).toBe(true);
    const one = await linesOf(`merchantId=${late.content[0]!.merchantId}`);
    expect(one.content.map((l) => l.creditLineId)).toEqual([late.content[0]!.creditLineId]);
    expect((await call('support', 'GET', `${LINES}?status=OPEN`)).status).toBe(400);
  });

  it('refuses a user who may not read merchants (403)', async () => {
    expect((await call('noaccess', 'GET', LINES)).status).toBe(403);
  });
});
