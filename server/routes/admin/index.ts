import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { auditRoutes } from './audit.js';
import { permissionsRoutes } from './permissions.js';
import { rolesRoutes } from './roles.js';
import { usersRoutes } from './users.js';

/** The console admin API (users, roles, permissions, audit, approvals) on simple-rest, at /api/admin. */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await usersRoutes(app, deps);
  await rolesRoutes(app, deps);
  await permissionsRoutes(app, deps);
  await auditRoutes(app, deps);
}
