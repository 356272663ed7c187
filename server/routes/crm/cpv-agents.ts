import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CPV_CALLS, CPV_MESSAGES as M } from '../../../contract/cpv/calls.js';
import { cpvAgentBody, cpvAgentEditBody } from '../../../contract/cpv/rules.js';
import { maskMobile } from '../../../contract/pii.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  findCpvAgent,
  insertCpvAgent,
  listCpvAgents,
  openVisitsOf,
  updateCpvAgent,
  type CpvAgentRow,
} from '../../repositories/cpv-agents.js';
import { conflictOnUnique } from '../once-only.js';
import { serve } from '../declared.js';
import { idParam, ok, okSchema } from '../success-envelope.js';
import { agentDto } from './cpv-schemas.js';

const toAgentDto = (a: CpvAgentRow, open: number) => ({
  id: a.id,
  name: a.name,
  email: a.email,
  mobile: maskMobile(a.mobile) ?? '',
  city: a.city,
  pincodes: a.pincodes.split(',').filter(Boolean),
  active: Number(a.active) === 1,
  open,
  version: Number(a.version),
});

export async function requireAgent(db: Kysely<Database>, id: number): Promise<CpvAgentRow> {
  const agent = await findCpvAgent(db, id);
  if (!agent) throw new RequestError(404, M.agentNotFound);
  return agent;
}

/**
 * The CPV field agents (/cpv-add-agent, issue 43 item 6): listed with their open visits, added, edited or
 * deactivated (refused while visits are open), each change one conditional update with one audit row.
 */
export function cpvAgentRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  serve(app, CPV_CALLS.agents, { response: { 200: okSchema(z.array(agentDto)) } }, async () =>
    ok((await listCpvAgents(db)).map((a) => toAgentDto(a, a.open))),
  );

  serve(app, CPV_CALLS.addAgent, { body: cpvAgentBody, response: { 200: okSchema(agentDto) } }, async (request) =>
    db
      .transaction()
      .execute(async (trx) => {
        const at = Date.now();
        const row = await insertCpvAgent(trx, request.body, at);
        const dto = toAgentDto(row, 0);
        await writeAudit(trx, {
          actor: principalOf(request),
          action: 'cpv_agent.add',
          entity: 'cpv_agents',
          entityId: row.id,
          after: dto,
          at,
        });
        return ok(dto, M.agentSaved);
      })
      .catch(conflictOnUnique(M.emailTaken)),
  );

  serve(
    app,
    CPV_CALLS.editAgent,
    { params: idParam(M.agentNotFound), body: cpvAgentEditBody, response: { 200: okSchema(agentDto) } },
    async (request) => {
      const { id } = request.params;
      const { version, ...values } = request.body;
      return db
        .transaction()
        .execute(async (trx) => {
          const before = await requireAgent(trx, id);
          const at = Date.now();
          if (!(await updateCpvAgent(trx, id, version, values, at))) {
            const open = values.active ? 0 : await openVisitsOf(trx, id);
            if (open > 0 && Number(before.version) === version) throw new RequestError(409, M.openVisits(open));
            throw new RequestError(409, M.agentChanged);
          }
          const after = (await findCpvAgent(trx, id))!;
          const open = await openVisitsOf(trx, id);
          await writeAudit(trx, {
            actor: principalOf(request),
            action: values.active ? 'cpv_agent.edit' : 'cpv_agent.deactivate',
            entity: 'cpv_agents',
            entityId: id,
            before: toAgentDto(before, open),
            after: toAgentDto(after, open),
            at,
          });
          return ok(toAgentDto(after, open), M.agentSaved);
        })
        .catch(conflictOnUnique(M.emailTaken));
    },
  );
}
