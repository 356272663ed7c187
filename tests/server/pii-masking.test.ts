import { afterAll, beforeAll, expect, it } from 'vitest';
import { isMasked } from '../../contract/pii.js';
import { declaredRoutes } from '../../server/plugins/auth.js';
import { issueSessionToken } from '../../server/plugins/tokens.js';
import { jsonSchemaOf } from './fuzz/fuzz-engine.js';
import { addStaff, bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Personal data is masked by default on every route that returns it (issue 38 M3, M4): every GET route the server
 * registers (read from its route table, so a new route is walked the day it lands) is called on the seeded data by a
 * staff member who holds every permission but the two reveals, with real ids in its parameters, and every field of
 * every answer named as personal data must be masked (or empty). The audited reveal routes are the only clear path.
 */
/** Field names of personal data, compared without case, '_' or '-' (mobile_number, mobileNumber …). */
const PII_NAMES = new Set(
  [
    'mobile',
    'mobileNo',
    'mobileNumber',
    'registeredMobile',
    'phone',
    'phoneNumber',
    'customerMobile',
    'consumerMobile',
    'merchantMobile',
    'newMobile',
    'oldMobile',
    'pan',
    'panNumber',
    'panNo',
    'gstin',
    'gstNumber',
    'address',
    'fullAddress',
    'addressLine1',
    'addressLine2',
    'shopAddress',
    'businessAddress',
    'residentialAddress',
    'accountNumber',
    'accountNo',
    'bankAccountNumber',
    'beneficiaryAccount',
    'aadhaar',
    'aadhaarNumber',
    'aadharNumber',
    'dob',
    'dateOfBirth',
  ].map((n) => n.toLowerCase()),
);
const isPiiName = (key: string) => PII_NAMES.has(key.replace(/[_-]/g, '').toLowerCase());
/** Routes whose purpose is to show one value in clear, each audited with a reason. */
const REVEALS = /\/reveal\b|\/pii\b/;

/** Fields named like personal data that are not a customer's, each with why (route and field path, rows as []). */
const NOT_PERSONAL: Record<string, string> = {
  '/api/admin/users [].mobile': "a staff member's work mobile (sign-in by phone), edited by user admins",
  '/api/investment/investment/accounts data.content[].accountNo':
    'our investment account id (INV…), not a bank account',
  '/api/investment/investment/account-detail-by-id data.account.accountNo': 'our investment account id (INV…)',
  '/api/investment/investment/mutual-funds data.content[].accountNo': 'our investment account id (INV…)',
  '/api/investment/club/members data[].accountNo': 'our club account id (CLUB…)',
  '/api/investment/club/cashback-check data[].accountNo': 'our club account id (CLUB…)',
  '/api/investment/club/interest-dues data[].accountNo': 'our club account id (CLUB…)',
  '/api/investment/club/subscriptions data[].accountNo': 'our club account id (CLUB…)',
  '/api/payouts/payout/internal-account-transfer/accounts data[].accountNo': "the company's own pool accounts",
  '/api/payouts/payout/internal-ac-transfer/accounts data[].accountNo': "the company's own pool accounts",
  '/api/payouts/payout/fms/accounts data[].accountNo': "the company's own accounts (Payout FMS)",
};

/** Real values from the seed for the parameters a route names. */
const SAMPLES: Record<string, string> = {
  consumerId: '1001',
  id: '1',
  merchantId: '1000001',
  mid: '1000001',
  storeId: '1',
  mobile: '9123456780',
  mobileNumber: '9123456780',
  loanId: '1',
  billId: '1',
  sourceProduct: 'QR',
};

const STAFF_ID = 900_101;
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.handle.db;
  const { id: roleId } = await db
    .insertInto('roles')
    .values({ name: 'Everything but reveals', description: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const keys = await db.selectFrom('permissions').select('name').where('name', 'not like', '%REVEAL%').execute();
  await db
    .insertInto('role_permissions')
    .values(keys.map((k) => ({ role_id: roleId, permission_name: k.name })))
    .execute();
  await addStaff(t, { id: STAFF_ID, email: 'no-reveal@console.example', name: 'No Reveal', roleId });
  token = await issueSessionToken(db, t.config, STAFF_ID);
});
afterAll(() => t.close());

/** Pure: every clear value under a PII-named key, as `path: value`. */
function clearPii(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => clearPii(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const here = path ? `${path}.${key}` : key;
    if (isPiiName(key) && (typeof v === 'string' || typeof v === 'number') && v !== '' && !isMasked(String(v)))
      return [`${here}: ${String(v)}`];
    return clearPii(v, here);
  });
}

it('finds a clear value under a PII name, however deep, and passes masked and empty ones', () => {
  expect(clearPii({ data: { rows: [{ mobile: '9123456780', pan: 'XXXXXX234F', address: null }] } })).toEqual([
    'data.rows[0].mobile: 9123456780',
  ]);
});

it('no GET route answers personal data in clear to staff without the reveal permission', async () => {
  const clear: string[] = [];
  let answered = 0;
  for (const route of declaredRoutes(t.app)) {
    if (route.method !== 'GET' || REVEALS.test(route.url) || route.permission === 'public') continue;
    const query = jsonSchemaOf(route.schema?.querystring) as { properties?: Record<string, unknown> } | undefined;
    const params = new URLSearchParams();
    for (const name of Object.keys(query?.properties ?? {})) if (SAMPLES[name]) params.set(name, SAMPLES[name]);
    const url = route.url.replace(/:(\w+)/g, (_m, name: string) => SAMPLES[name] ?? '1');
    const res = await t.app.inject({ url: `${url}${params.size ? `?${params}` : ''}`, headers: bearer(token) });
    if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
    answered++;
    clear.push(
      ...clearPii(res.json())
        .map((found) => `${route.url} ${found}`)
        .filter((found) => !NOT_PERSONAL[found.replace(/\[\d+\]/g, '[]').replace(/: .*/, '')]),
    );
  }
  expect(answered).toBeGreaterThan(100);
  expect(clear).toEqual([]);
}, 120_000);
