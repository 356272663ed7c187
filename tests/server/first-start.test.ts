import { afterAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../contract/permissions.js';
import { buildApp } from '../../server/app.js';
import { createAdmin, parseAdminArgs } from '../../server/commands/admin.js';
import { NO_STAFF_LINE, prepareDatabase } from '../../server/db/prepare.js';
import { latestCode, requestCode, verify } from './helpers/otp.js';
import { spawnServer } from './helpers/start-server.js';
import { testConfig } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';
import { countRows } from './helpers/count-rows.js';

/**
 * Issue 42 item 1: a production database gets the migrations, the permission catalogue and the super-admin role, and
 * no demo row; `npm run create-admin` makes its first administrator (idempotent, audited), who can then sign in.
 */
const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const d of opened) await d.close();
});
const fresh = async () => {
  const d = await createTestDatabase();
  opened.push(d);
  return d;
};
const count = async (d: TestDatabase, table: 'staff' | 'payouts' | 'disputes' | 'offers' | 'audit_log' | 'roles') =>
  countRows(d.handle.db, table);

describe('a database prepared without demo data (NODE_ENV=production)', () => {
  it('holds the catalogue and the super-admin role, and no staff, payouts, disputes or offers', async () => {
    const d = await fresh();
    const prepared = await prepareDatabase(d.handle, { demo: false });
    expect(prepared).toMatchObject({ seeded: false, noStaff: true });
    expect(prepared.applied.length).toBeGreaterThan(20);
    for (const table of ['staff', 'payouts', 'disputes', 'offers', 'audit_log'] as const)
      expect(await count(d, table)).toBe(0);
    const roles = await d.handle.db.selectFrom('roles').select(['id', 'name']).execute();
    expect(roles).toEqual([{ id: 1, name: 'Super Admin' }]);
    const permissions = await d.handle.db.selectFrom('permissions').select('name').execute();
    expect(permissions.map((p) => p.name).sort()).toEqual([...ALL_PERMISSIONS].sort());
    // A second start (or `npm run migrate`) finds nothing to do.
    expect(await prepareDatabase(d.handle, { demo: false })).toEqual({
      applied: [],
      seeded: false,
      noStaff: true,
      documentsMoved: 0,
    });
    expect(await count(d, 'roles')).toBe(1);
  });

  it('create-admin makes the first administrator once, audited, and that person signs in with an e-mailed code', async () => {
    const d = await fresh();
    await prepareDatabase(d.handle, { demo: false });
    const db = d.handle.db;
    const first = await createAdmin(db, { email: 'priya@bank.example', name: 'Priya Rao' }, 1, Date.now());
    expect(first).toMatch(/^created priya@bank\.example \(Priya Rao\) as an administrator/);
    const again = await createAdmin(db, { email: 'priya@bank.example', name: 'Priya Rao' }, 1, Date.now());
    expect(again).toBe('priya@bank.example is already an administrator; nothing changed.');
    expect(await count(d, 'staff')).toBe(1);
    const audit = await db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'staff.create-admin', entity: 'staff', actor_id: null });

    const config = testConfig(d);
    const app = await buildApp({ config, database: d.handle });
    try {
      const uuid = await requestCode(app, 'priya@bank.example');
      const code = await latestCode(app, 'priya@bank.example');
      const signedIn = await verify(app, uuid, 'priya@bank.example', code!);
      expect(signedIn.status).toBe(200);
      const token = String(signedIn.body.data.token);
      // The super-admin sees what needs a permission, e.g. the staff list.
      const users = await app.inject({ url: '/api/admin/users', headers: { authorization: `Bearer ${token}` } });
      expect(users.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('create-admin on someone disabled enables them and gives the role; an unknown role is refused', async () => {
    const d = await fresh();
    await prepareDatabase(d.handle, { demo: false });
    const db = d.handle.db;
    await createAdmin(db, { email: 'a@bank.example', name: 'A' }, 1, 1);
    await db.updateTable('staff').set({ disabled: 1 }).execute();
    await db.deleteFrom('staff_roles').execute();
    expect(await createAdmin(db, { email: 'a@bank.example', name: 'A' }, 1, 2)).toBe(
      'a@bank.example is now an administrator (role 1).',
    );
    expect(await db.selectFrom('staff').select('disabled').executeTakeFirstOrThrow()).toEqual({ disabled: 0 });
    expect(await db.selectFrom('staff_roles').selectAll().execute()).toHaveLength(1);
    await expect(createAdmin(db, { email: 'b@bank.example', name: 'B' }, 7, 3)).rejects.toThrow(
      'There is no role 7 (SUPER_ADMIN_ROLE_ID) in this database.',
    );
  });

  it("create-admin's arguments: an e-mail (lower-cased) and a name, or one line saying what is missing", () => {
    expect(parseAdminArgs({ email: ' Priya@Bank.Example ', name: ' Priya ' })).toEqual({
      email: 'priya@bank.example',
      name: 'Priya',
    });
    expect(parseAdminArgs({ name: 'x' })).toEqual({ error: expect.stringMatching(/^--email is required\. Usage:/) });
    expect(parseAdminArgs({ email: 'nope', name: '' })).toEqual({
      error: expect.stringMatching(/^--email must be a valid e-mail address; --name is required\. Usage:/),
    });
  });

  it('a production start on an empty database seeds nothing and says in one line how to create the administrator', async () => {
    const d = await fresh();
    const where: Record<string, string> = d.location.databaseUrl
      ? { DATABASE_URL: d.location.databaseUrl }
      : { SQLITE_FILE: d.location.sqliteFile! };
    const child = spawnServer({
      ...where,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://user:password@127.0.0.1:2525',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (b: Buffer) => {
        stdout += b.toString();
        if (stdout.includes('Back-office console:') && /\n\s*\n/.test(stdout.split('Back-office console:')[1]!))
          resolve();
      });
      void exited.then(() => resolve());
    });
    child.kill('SIGTERM');
    await exited;
    expect(stderr).toContain(NO_STAFF_LINE);
    expect(stdout).toContain('Staff sign in with their e-mail; the one-time code is e-mailed.');
    expect(stdout).not.toContain('admin@console.example');
    expect(await d.handle.db.selectFrom('staff').select('id').execute()).toEqual([]);
    expect(await d.handle.db.selectFrom('payouts').select('id').execute()).toEqual([]);
    expect(await count(d, 'roles')).toBe(1);
  }, 60_000);
});
