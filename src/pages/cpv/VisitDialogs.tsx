import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CPV_OUTCOMES, type CpvOutcome } from '../../../contract/cpv/calls';
import {
  assignCpvVisit,
  cancelCpvVisit,
  listCpvAgents,
  recordCpvOutcome,
  type CpvVisit,
} from '../../../dataProviders/crm/cpv';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { CPV_AGENTS_QUERY } from './AgentDialog';
import {
  agentsServing,
  assignSummary,
  cancelSummary,
  firstVisitDay,
  merchantOf,
  outcomeSummary,
} from './cpv-summaries';

/** The react-query key of the visits list (GET /cpv/visits). */
export const CPV_VISITS_QUERY = 'cpv-visits';
const REFRESH = [[CPV_VISITS_QUERY], [CPV_AGENTS_QUERY]] as const;

export type VisitAction = 'assign' | 'outcome' | 'cancel';

/** A change to a visit: the server's refusal in the toast, then the visits and the agents' load refreshed. */
function useVisitChange<V>(
  call: (vars: V, idempotencyKey: string) => Promise<unknown>,
  success: () => string,
  done: () => void,
) {
  return useChangeMutation({ call, success, failure: null, refresh: REFRESH, done });
}

/**
 * Assign (or reassign) a visit: an active agent serving its pincode, least loaded first, and a date from today on;
 * the confirmation restates the visit and what changes. The server decides (one conditional update): a visit another
 * assigner took first answers 409 and its message.
 */
function AssignDialog({ visit, onClose }: { visit: CpvVisit; onClose(): void }) {
  const translate = useTranslate();
  const agents = useQuery({ queryKey: [CPV_AGENTS_QUERY], queryFn: ({ signal }) => listCpvAgents(signal) });
  const serving = agentsServing(agents.data ?? [], visit.pincode);
  const [agentId, setAgentId] = useState(
    visit.agentId && serving.some((a) => a.id === visit.agentId) ? String(visit.agentId) : '',
  );
  const [min] = useState(() => firstVisitDay(Date.now()));
  const [day, setDay] = useState(visit.scheduledFor && visit.scheduledFor >= min ? visit.scheduledFor : min);
  const agent = serving.find((a) => String(a.id) === agentId);
  const dateField = (from: string) => ({
    required: true,
    type: 'date',
    label: translate('cpv.f.scheduled_for'),
    slotProps: { inputLabel: { shrink: true }, htmlInput: { min: from } },
  });
  const assign = useVisitChange(
    (_: null, idempotencyKey) =>
      assignCpvVisit(visit.id, { agentId: Number(agentId), scheduledFor: day, version: visit.version }, idempotencyKey),
    () => translate('cpv.assign.assigned', { merchant: merchantOf(visit), agent: agent?.name ?? '' }),
    onClose,
  );
  return (
    <RemarksDialog
      open
      title="cpv.assign.assign_title"
      confirmLabel={visit.status === 'ASSIGNED' ? 'cpv.assign.reassign' : 'cpv.assign.assign'}
      remarks={false}
      busy={assign.isPending}
      complete={agent !== undefined && day >= min}
      summary={agent ? assignSummary(translate, visit, agent, day) : undefined}
      onCancel={onClose}
      onConfirm={() => assign.mutate(null)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {agents.isSuccess && serving.length === 0 && (
          <Alert severity="warning">{translate('cpv.assign.no_agent', { pincode: visit.pincode })}</Alert>
        )}
        <TextField
          select
          required
          fullWidth
          label={translate('cpv.f.agent')}
          value={agentId}
          onChange={(e) => setAgentId(e.target.value)}
        >
          {serving.map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>
              {translate('cpv.assign.agent_load', { name: a.name, smart_count: a.open })}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...dateField(min)} value={day} onChange={(e) => setDay(e.target.value)} />
      </Stack>
    </RemarksDialog>
  );
}

/** Record what the agent found (an outcome from the list and a required remark): the visit closes as VISITED. */
function OutcomeDialog({ visit, onClose }: { visit: CpvVisit; onClose(): void }) {
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<CpvOutcome | ''>('');
  const record = useVisitChange(
    (remark: string, idempotencyKey) =>
      recordCpvOutcome(
        visit.id,
        { outcome: outcome as CpvOutcome, remark: remark.trim(), version: visit.version },
        idempotencyKey,
      ),
    () =>
      translate('cpv.assign.recorded', {
        merchant: merchantOf(visit),
        outcome: outcome ? translate(`cpv.outcomes.${outcome}`) : '',
      }),
    onClose,
  );
  return (
    <RemarksDialog
      open
      title="cpv.assign.record_title"
      confirmLabel="cpv.assign.record"
      busy={record.isPending}
      complete={outcome !== ''}
      summary={outcomeSummary(translate, visit, outcome)}
      onCancel={onClose}
      onConfirm={(remark) => record.mutate(remark)}
    >
      <TextField
        select
        required
        fullWidth
        label={translate('cpv.f.outcome')}
        value={outcome}
        onChange={(e) => setOutcome(e.target.value as CpvOutcome)}
        sx={{ mt: 1 }}
      >
        {CPV_OUTCOMES.map((o) => (
          <MenuItem key={o} value={o}>
            {translate(`cpv.outcomes.${o}`)}
          </MenuItem>
        ))}
      </TextField>
    </RemarksDialog>
  );
}

/** Cancel a visit still to be made, with a required remark. */
function CancelDialog({ visit, onClose }: { visit: CpvVisit; onClose(): void }) {
  const translate = useTranslate();
  const cancel = useVisitChange(
    (remark: string, idempotencyKey) =>
      cancelCpvVisit(visit.id, { remark: remark.trim(), version: visit.version }, idempotencyKey),
    () => translate('cpv.assign.cancelled', { merchant: merchantOf(visit) }),
    onClose,
  );
  return (
    <RemarksDialog
      open
      title="cpv.assign.cancel_title"
      confirmLabel="cpv.assign.cancel_visit"
      busy={cancel.isPending}
      summary={cancelSummary(translate, visit)}
      onCancel={onClose}
      onConfirm={(remark) => cancel.mutate(remark)}
    />
  );
}

/** The dialog of one action on one visit. */
export function VisitDialog({ open, onClose }: { open: { visit: CpvVisit; action: VisitAction }; onClose(): void }) {
  const Dialog = { assign: AssignDialog, outcome: OutcomeDialog, cancel: CancelDialog }[open.action];
  return <Dialog visit={open.visit} onClose={onClose} />;
}
