import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictNumberOf } from '../../contract/strict-number.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Ids, pages and amounts that arrive as text are read strictly (issue 38 L10): `Number()` read " 1001", "0x3E9" and
 * "1001e0" as consumer 1001, and "" as 0. Each route below answers the plain digits and refuses every other spelling
 * of the same number with a 400, before any lookup.
 */
describe('strictNumberOf', () => {
  it('reads digits, a sign and decimals, nothing else', () => {
    expect(['1001', '-3', '12.50', '0'].map(strictNumberOf)).toEqual([1001, -3, 12.5, 0]);
    expect([' 1', '1 ', '0x1', '1e3', '+1', '1.', '.5', 'Infinity', '1_000', '١'].map(strictNumberOf)).toEqual(
      Array.from({ length: 10 }, () => Number.NaN),
    );
    expect(strictNumberOf('')).toBeUndefined();
    expect([7, null, undefined, true].map(strictNumberOf)).toEqual([7, null, undefined, true]);
  });
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('admin@console.example');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(token) });

describe('routes refuse every spelling of a number but its digits', () => {
  const ROUTES: [name: string, url: (n: string) => string][] = [
    ['consumer credit limit (query id)', (n) => `/api/postpe/creditLimit/details?consumerId=${n}`],
    ['maker-checker request (path id)', (n) => `/api/crm/maker/checker/requests/${n}`],
    ['dispute transaction (query id)', (n) => `/api/chargeback/chargeback/txn/detail?sourceProduct=QR&id=${n}`],
    ['reconciliation runs (page)', (n) => `/api/payouts/payout/recon/runs?page=${n}&limit=20`],
  ];
  const SPELLINGS = ['%201001', '1001%20', '0x3E9', '1001e0', '%2B1001'];

  it.each(ROUTES)('%s', async (_name, url) => {
    const plain = await get(url('1001'));
    expect(plain.statusCode, plain.body).not.toBe(400);
    for (const spelling of SPELLINGS) {
      const res = await get(url(spelling));
      expect([spelling, res.statusCode]).toEqual([spelling, 400]);
    }
  });
});
