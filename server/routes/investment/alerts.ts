import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEPOSIT_ALERT_CALLS } from '../../../contract/investments/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { disableAlert, enableAlert, listAlertLogs } from '../../repositories/alerts.js';
import { writeAudit } from '../../repositories/audit.js';
import { servePagedList } from '../common/paged-list.js';
import { serve } from '../declared.js';
import { alertLogDto, alertLogQuery, alertRow, disableAlertBody, enableAlertBody } from './alerts-schema.js';
import { ok, okSchema } from './envelope.js';

/** A refused alert answers its first message as is (the spec's 'Date and time should not be old'), every field in `errors`. */
const BARE = { refusal: 'bare' } as const;

/** Deposit alerts on the investment backend (spec §7.7): enable, disable, and the 0-based alert log. */
export async function alertsRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  /** One alert change and its audit row, in one transaction; answers the alert as it is after. */
  const changeAndAudit = async (
    request: FastifyRequest,
    action: string,
    change: (trx: typeof db, by: string, at: number) => ReturnType<typeof enableAlert>,
  ) => {
    const actor = principalOf(request);
    const after = await db.transaction().execute(async (trx) => {
      const changed = await change(trx, actor.email, Date.now());
      const entityId = changed.after?.id ?? null;
      await writeAudit(trx, {
        actor,
        action,
        entity: 'alerts',
        entityId,
        before: changed.before,
        after: changed.after,
      });
      return changed.after ?? null;
    });
    return ok(after, 'Success');
  };

  serve(
    app,
    DEPOSIT_ALERT_CALLS.enable,
    { body: enableAlertBody, response: { 200: okSchema(alertRow) } },
    (request) => changeAndAudit(request, 'alert.enable', (trx, by, at) => enableAlert(trx, request.body, by, at)),
    BARE,
  );

  serve(
    app,
    DEPOSIT_ALERT_CALLS.disable,
    { body: disableAlertBody, response: { 200: okSchema(alertRow) } },
    (request) => changeAndAudit(request, 'alert.disable', (trx, by, at) => disableAlert(trx, request.body, by, at)),
    BARE,
  );

  servePagedList(app, DEPOSIT_ALERT_CALLS.logs, { querystring: alertLogQuery, item: alertLogDto }, (q) =>
    listAlertLogs(db, q.page, q.limit, q.snapshot),
  );
}
