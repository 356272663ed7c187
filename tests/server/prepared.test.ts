import { afterAll, beforeAll, expect, it } from 'vitest';
import { PreparedQueries } from '../../server/db/prepared.js';
import { createSeededTestDatabase, type TestDatabase } from './helpers/test-database.js';

let d: TestDatabase;
beforeAll(async () => {
  d = await createSeededTestDatabase();
});
afterAll(() => d.close());

it('reuses the SQL of the first call with new parameters', async () => {
  const prepared = new PreparedQueries();
  const { db } = d.handle;
  const byEmail = (email: string) =>
    prepared.run(db, 'staff-by-email', [email], () => db.selectFrom('staff').select('name').where('email', '=', email));
  expect(await byEmail('admin@console.example')).toEqual([{ name: 'Asha Admin' }]);
  expect(await byEmail('checker@console.example')).toEqual([{ name: 'Chetan Checker' }]);
});

it('refuses a query whose parameters are not the ones given, in order', async () => {
  const prepared = new PreparedQueries();
  const { db } = d.handle;
  await expect(
    prepared.run(db, 'wrong-order', [2, 'x'], () =>
      db.selectFrom('staff').select('id').where('email', '=', 'x').where('id', '=', 2),
    ),
  ).rejects.toThrow(/not the ones given/);
});
