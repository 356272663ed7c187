import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SESSION_CALLS } from '../../../contract/session/calls.js';
import { serve } from '../declared.js';
import { ok, okSchema } from './envelope.js';

/**
 * POST /session/activity: the console says the user is at it (typing a long form makes no other call), at most once
 * a minute while there is input. The auth hook records the activity like any request's (issue 42 item 5); an idle
 * session gets the idle 401 here too. Changes no record: no audit row, no Idempotency-Key.
 */
export async function sessionActivityRoutes(app: FastifyInstance): Promise<void> {
  serve(app, SESSION_CALLS.activity, { response: { 200: okSchema(z.null()) } }, async () => ok(null));
}
