import { expect, it } from 'vitest';
import { consumerSuiteApp } from './consumer-helpers.js';

/** An empty IN list matches nothing on both databases (issue 38 M7: PostgreSQL refused `in ()` with a 500). */
const h = consumerSuiteApp();

it('the limits of no transaction type are none, not a server error', async () => {
  const res = await h.call('agent', 'GET', '/api/postpe/creditLimit/details?consumerId=1001&txnTypes=');
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({});
  const both = await h.call('agent', 'GET', '/api/postpe/creditLimit/details?consumerId=1001&txnTypes=PAYMENT');
  expect(Object.keys(both.body.data)).toEqual(['PAYMENT']);
});

it('`in ()` selects no row and `not in ()` every row, in any query', async () => {
  const { db } = h.t.database.handle;
  const all = await db.selectFrom('staff').select('id').execute();
  expect(await db.selectFrom('staff').select('id').where('id', 'in', []).execute()).toEqual([]);
  expect(await db.selectFrom('staff').select('id').where('id', 'not in', []).execute()).toHaveLength(all.length);
  const updated = await db.updateTable('staff').set({ name: 'x' }).where('id', 'in', []).executeTakeFirst();
  expect(Number(updated.numUpdatedRows)).toBe(0);
});
