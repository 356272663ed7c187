import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { AdminActions } from '../../dataProviders/admin';
import { buildDataProvider } from '../../dataProviders/index';
import users from '../../resources/users';
import { startLiveBackend, type LiveBackend } from './live-backend';

let live: LiveBackend;
beforeAll(async () => {
  live = await startLiveBackend();
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await live?.close();
});

it("lifts a user's sign-in lock through the combined provider (resource 'user' → /users)", async () => {
  const { db } = live.database.handle;
  const ops = await db
    .selectFrom('staff')
    .select('id')
    .where('email', '=', 'ops@console.example')
    .executeTakeFirstOrThrow();
  await db.updateTable('staff').set({ otp_locked: 1 }).where('id', '=', ops.id).execute();
  const provider = buildDataProvider([users], (b) => `${live.origin}/api/${b}`) as unknown as AdminActions;

  live.signIn(await live.tokenFor('support@console.example'));
  await expect(provider.unlockOtp('user', { id: ops.id })).rejects.toMatchObject({ name: 'API ERROR', status: 403 });

  live.signIn(await live.tokenFor('admin@console.example'));
  await provider.unlockOtp('user', { id: ops.id });
  const after = await db.selectFrom('staff').select('otp_locked').where('id', '=', ops.id).executeTakeFirstOrThrow();
  expect(Number(after.otp_locked)).toBe(0);
});
