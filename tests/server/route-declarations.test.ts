import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { createTestApp } from './helpers/test-app.js';

/** A backend plugin that forgets to declare a permission must stop the app from building (DESIGN.md §5). */
vi.mock('../../server/routes/payouts/index.js', () => ({
  payoutsRoutes: async (app: FastifyInstance) => {
    app.get('/forgot-permission', async () => ({ oops: true }));
  },
}));

it('buildApp fails when a plugin registers a route without config.permission', async () => {
  await expect(createTestApp()).rejects.toThrow(/GET \/api\/payouts\/forgot-permission declares no permission/);
});
