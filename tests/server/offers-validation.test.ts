import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerFields } from '../../contract/entities/offers.js';
import { snakeCase } from '../../contract/schema.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let auth: Record<string, string>;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const valid = () => ({
  brand: 'Validation Shop',
  img: 'https://img.example/v.png',
  category: 'Food',
  categoryName: 'Regular Offers',
  short: '10% off up to &#8377;100',
  searchName: 'validation shop',
  type: 'Online-Postpe',
  startTime: inDays(1),
  endTime: inDays(10),
  details: 'Get **10% off**',
  tnc: '- one',
  process: '1. pay',
});

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.tokenFor('ops@console.example'));
});
afterAll(() => t?.close());

const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/postpe/offers', headers: auth, payload });
const countOffers = async () =>
  Number(
    (
      await t.database.handle.db
        .selectFrom('offers')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('offers: the shared schema and the table agree', () => {
  it('every offer field has its column, plus version', async () => {
    const tables = await t.database.handle.db.introspection.getTables();
    const columns = new Set(tables.find((tb) => tb.name === 'offers')?.columns.map((c) => c.name));
    for (const field of Object.keys(offerFields)) expect(columns.has(snakeCase(field)), field).toBe(true);
    expect(columns.has('version')).toBe(true);
  });

  it('a create writes one audit row; a refused one writes none', async () => {
    const audits = async () =>
      Number(
        (
          await t.database.handle.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('entity', '=', 'offers')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await audits();
    expect((await create(valid())).statusCode).toBe(201);
    expect((await create({ ...valid(), brand: '' })).statusCode).toBe(400);
    expect(await audits()).toBe(before + 1);
  });
});

describe('offers: every invalid field is refused with a 400 naming it, and nothing is saved', () => {
  const cases: [field: string, value: unknown, message: string][] = [
    ['brand', '', 'Required!'],
    ['brand', undefined, 'Required!'],
    ['category', '  ', 'Required!'],
    ['categoryName', 'Gold Offers', 'Required!'],
    ['short', '', 'Required!'],
    ['searchName', '', 'Required!'],
    ['type', 'Offline', 'Required!'],
    ['type', undefined, 'Required!'],
    ['startTime', 'not a date', 'Invalid date and time'],
    ['startTime', inDays(-1), 'Start date should not be in the past'],
    ['endTime', inDays(0.5), 'End time must be after start time'],
    ['status', 'DELETED', 'Invalid option'],
    ['redirectionLink', 'javascript:alert(1)', 'URL not valid, Please enter valid URL'],
    ['redirectionLink', 'www.example', 'URL not valid, Please enter valid URL'],
    ['redirectionLink', 'https://exa mple.com', 'URL not valid, Please enter valid URL'],
    ['details', 'x'.repeat(20001), 'Too big'],
  ];
  it.each(cases)('%s = %j → 400 naming it', async (field, value, message) => {
    const before = await countOffers();
    const res = await create({ ...valid(), [field]: value });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { success: boolean; message: string; errors: Record<string, string> };
    expect(body.success).toBe(false);
    expect(body.message).toContain(`${field}: `);
    expect(body.errors[field]).toContain(message.split(' ')[0]);
    expect(await countOffers()).toBe(before);
  });

  it('names every invalid field at once', async () => {
    const res = await create({ startTime: inDays(1), endTime: inDays(2) });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['brand', 'category', 'categoryName', 'searchName', 'short', 'type']);
  });

  it('a valid offer is stored as sent: markdown with &#8377;, INACTIVE by default, times without milliseconds', async () => {
    const res = await create({ ...valid(), redirectionLink: 'https://shop.example/offers?x=1', couponCode: '' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      status: 'INACTIVE',
      couponCode: null,
      short: '10% off up to &#8377;100',
      details: 'Get **10% off**',
    });
    expect(data.startTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('an update refuses an invalid link and a stale version (412)', async () => {
    const { data } = (await create(valid())).json() as { data: { id: number; version: number } };
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/postpe/offers/${data.id}`,
      headers: auth,
      payload: { version: data.version, redirectionLink: 'ftp://x.example' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('redirectionLink: URL not valid, Please enter valid URL');
    const okRes = await t.app.inject({
      method: 'PUT',
      url: `/api/postpe/offers/${data.id}`,
      headers: auth,
      payload: { version: data.version, status: 'ACTIVE' },
    });
    expect(okRes.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/postpe/offers/${data.id}`,
      headers: auth,
      payload: { version: data.version, status: 'INACTIVE' },
    });
    expect(stale.statusCode).toBe(412);
  });

  it('a <script> or javascript: link in offer text is stored as text (the console renders it inert: tests/unit/resources/offers)', async () => {
    const payload = { ...valid(), details: '<script>alert(1)</script> [x](javascript:alert(1))' };
    const res = await create(payload);
    expect(res.statusCode).toBe(201);
    expect((res.json() as { data: { details: string } }).data.details).toBe(payload.details);
  });

  it('support@console.example (no CAN_MANAGE_POSTPE_OFFERS) gets 403', async () => {
    const support = bearer(await t.tokenFor('support@console.example'));
    const res = await t.app.inject({ method: 'POST', url: '/api/postpe/offers', headers: support, payload: valid() });
    expect(res.statusCode).toBe(403);
  });
});
