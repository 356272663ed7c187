import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { writeAudit } from '../repositories/audit.js';
import { emailOwner, insertUser } from '../repositories/users.js';

const adminArgs = z.object({
  email: z
    .string({ error: '--email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email('--email must be a valid e-mail address')),
  name: z
    .string({ error: '--name is required' })
    .trim()
    .min(1, '--name is required')
    .max(200, '--name must be at most 200 characters'),
});

/** Pure: the command line's --email and --name, or what is wrong with them (one line). */
export function parseAdminArgs(values: {
  email?: string;
  name?: string;
}): { email: string; name: string } | { error: string } {
  const parsed = adminArgs.safeParse(values);
  if (parsed.success) return parsed.data;
  return {
    error: `${parsed.error.issues.map((i) => i.message).join('; ')}. Usage: npm run create-admin -- --email you@company.example --name "Your Name"`,
  };
}

/**
 * Makes `email` a super-admin: creates the staff member if there is none with that e-mail, gives them the role if
 * they lack it, enables them if disabled; one audit row (`staff.create-admin`, no actor: the command line) when
 * anything changed. Returns what it did, one line.
 */
export async function createAdmin(
  db: Kysely<Database>,
  { email, name }: { email: string; name: string },
  superAdminRoleId: number,
  now: number,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const role = await trx.selectFrom('roles').select('id').where('id', '=', superAdminRoleId).executeTakeFirst();
    if (!role) throw new Error(`There is no role ${superAdminRoleId} (SUPER_ADMIN_ROLE_ID) in this database.`);
    const existing = await emailOwner(trx, email);
    const staffId = existing ?? (await insertUser(trx, { email, name }, now));
    const held = await trx
      .selectFrom('staff_roles')
      .select('role_id')
      .where('staff_id', '=', staffId)
      .where('role_id', '=', superAdminRoleId)
      .executeTakeFirst();
    if (!held) await trx.insertInto('staff_roles').values({ staff_id: staffId, role_id: superAdminRoleId }).execute();
    const enabled = existing
      ? await trx
          .updateTable('staff')
          .set((eb) => ({ disabled: 0, updated_at: now, version: eb('version', '+', 1) }))
          .where('id', '=', staffId)
          .where('disabled', '=', 1)
          .executeTakeFirst()
      : undefined;
    const reenabled = Number(enabled?.numUpdatedRows ?? 0) > 0;
    if (existing && held && !reenabled) return `${email} is already an administrator; nothing changed.`;
    await writeAudit(trx, {
      actor: null,
      action: 'staff.create-admin',
      entity: 'staff',
      entityId: staffId,
      before: existing ? { superAdmin: Boolean(held), disabled: reenabled } : null,
      after: { email, name: existing ? undefined : name, superAdmin: true, disabled: false },
      at: now,
    });
    return existing
      ? `${email} is now an administrator (role ${superAdminRoleId}).`
      : `created ${email} (${name}) as an administrator (role ${superAdminRoleId}); they sign in with that e-mail.`;
  });
}
