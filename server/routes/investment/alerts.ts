import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DEPOSIT_ALERT_CALLS } from '../../../contract/investments/calls.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { disableAlert, enableAlert, listAlertLogs } from '../../repositories/alerts.js';
import { writeAudit } from '../../repositories/audit.js';
import { servePagedList } from '../common/paged-list.js';
import { serveInTransaction, type ActionStep } from '../common/transaction-action.js';
import { alertLogDto, alertLogQuery, alertRow, disableAlertBody, enableAlertBody } from './alerts-schema.js';
import { ok } from './envelope.js';

/** A refused alert answers its first message as is (the spec's 'Date and time should not be old'), every field in `errors`. */
const BARE = { refusal: 'bare' } as const;

/** Deposit alerts on the investment backend (spec §7.7): enable, disable, and the 0-based alert log. */
export async function alertsRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  /** One alert change and its audit row, in the action's transaction; answers the alert as it is after. */
  const auditedChange =
    <B>(
      action: string,
      change: (trx: Kysely<Database>, body: B, by: string, at: number) => ReturnType<typeof enableAlert>,
    ): ActionStep<B, z.input<typeof alertRow>> =>
    async (trx, body, actor) => {
      const changed = await change(trx, body, actor.email, Date.now());
      await writeAudit(trx, {
        actor,
        action,
        entity: 'alerts',
        entityId: changed.after?.id ?? null,
        before: changed.before,
        after: changed.after,
      });
      return ok(changed.after ?? null, 'Success');
    };

  const enable = auditedChange('alert.enable', enableAlert);
  serveInTransaction(app, db, DEPOSIT_ALERT_CALLS.enable, { body: enableAlertBody, data: alertRow }, enable, BARE);
  const disable = auditedChange('alert.disable', disableAlert);
  serveInTransaction(app, db, DEPOSIT_ALERT_CALLS.disable, { body: disableAlertBody, data: alertRow }, disable, BARE);

  servePagedList(app, DEPOSIT_ALERT_CALLS.logs, { querystring: alertLogQuery, item: alertLogDto }, (q) =>
    listAlertLogs(db, q.page, q.limit, q.snapshot),
  );
}
