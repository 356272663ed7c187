import { useState } from 'react';
import { Chip, Paper, Stack, TableContainer, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { BPL_BOUNDS, BPL_TERMS } from '../../../contract/paylater-admin/bpl-rules';
import { listBplPlans, moveBplPlan, raiseBplChange, type BplPlan } from '../../../dataProviders/crm/paylater-admin';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { MoveConfirm, RowAction } from '../../common/RowAction';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatInr } from '../../format';
import { partOf } from '../types';
import { changeSummary, formOf, moveSummary, termsInput, termText, type TermsForm } from './bpl-form';

const T = 'paylaterAdmin.bpl';
const PLANS_KEY = ['bpl-plans'];
type Move = { how: 'pause' | 'resume'; plan: BplPlan };

/** A plan's new terms typed in, checked as typed, and sent for approval with the change restated old → new. */
function ChangeDialog({ plan, onClose }: { plan: BplPlan; onClose(): void }) {
  const translate = useTranslate();
  const [form, setForm] = useState<TermsForm>(formOf(plan.terms));
  const { errors, terms } = termsInput(form);
  const changes = terms ? BPL_TERMS.filter((k) => terms[k] !== plan.terms[k]) : [];
  const raise = useChangeMutation({
    call: (remarks: string, key: string) => raiseBplChange(plan, terms!, remarks, key),
    success: () => translate(`${T}.raised`, { name: plan.name }),
    failure: null,
    refresh: [PLANS_KEY],
    done: onClose,
  });
  return (
    <RemarksDialog
      open
      title={`${T}.change`}
      confirmLabel={`${T}.send_for_approval`}
      busy={raise.isPending}
      complete={terms !== null && changes.length > 0}
      summary={terms && changes.length > 0 ? changeSummary(plan, terms, translate) : undefined}
      onCancel={onClose}
      onConfirm={(remarks) => raise.mutate(remarks)}
    >
      <Typography variant="subtitle1">{translate(`${T}.change_subject`, { name: plan.name })}</Typography>
      <Stack direction="row" flexWrap="wrap" gap={2} sx={{ my: 2 }}>
        {BPL_TERMS.map((k) => (
          <TextField
            key={k}
            label={translate(`${T}.fields.${k}`)}
            type="number"
            value={form[k]}
            onChange={(e) => setForm({ ...form, [k]: e.target.value })}
            error={Boolean(errors[k])}
            helperText={errors[k] ?? translate(`${T}.bounds`, { min: BPL_BOUNDS[k].min, max: BPL_BOUNDS[k].max })}
            slotProps={{ htmlInput: { min: BPL_BOUNDS[k].min, max: BPL_BOUNDS[k].max, step: BPL_BOUNDS[k].step } }}
            sx={{ width: 220 }}
          />
        ))}
      </Stack>
      {terms && changes.length === 0 && <Typography>{translate(`${T}.no_change`)}</Typography>}
    </RemarksDialog>
  );
}

/**
 * /bpl (spec §2.3 Pay-later; issue 46 item 2): the BPL (Buy now, Pay Later) credit plans, each with its consumer
 * segment, limit band, billing cycle day, interest-free days, late fee and interest rate, and the consumers on it. A
 * maker changes a plan's terms and a checker approves the change in the approvals inbox (BPL_PLAN_CHANGE, seeing old
 * → new); ops pause and resume a plan. Each change restated before it is sent.
 */
export default function BplPage() {
  const translate = useTranslate();
  const page = { name: 'bpl' };
  const { canAccess: canRaise } = useCanAccess({ resource: partOf(page, 'raise'), action: 'access' });
  const { canAccess: canOperate } = useCanAccess({ resource: partOf(page, 'operate'), action: 'access' });
  const plans = useQuery({ queryKey: PLANS_KEY, queryFn: ({ signal }) => listBplPlans(signal) });
  const [changing, setChanging] = useState<BplPlan | null>(null);
  const [moving, setMoving] = useState<Move | null>(null);
  const move = useChangeMutation({
    call: (m: Move, key: string) => moveBplPlan(m.how, m.plan, key),
    success: (r) => translate(`${T}.moved.${r.data.state}`, { name: r.data.name }),
    failure: null,
    refresh: [PLANS_KEY],
    done: () => setMoving(null),
  });
  const actions = (p: BplPlan) => {
    const how = p.state === 'ACTIVE' ? 'pause' : 'resume';
    return (
      <Stack direction="row" spacing={1}>
        {canRaise && p.pendingRequestId === null && (
          <RowAction label={`${T}.change`} subject={p.name} onClick={() => setChanging(p)} />
        )}
        {canOperate && <RowAction label={`${T}.${how}`} subject={p.name} onClick={() => setMoving({ how, plan: p })} />}
      </Stack>
    );
  };
  const columns: TableColumn<BplPlan>[] = [
    { label: `${T}.fields.name`, render: (p) => `${p.name} (${p.code})` },
    { label: `${T}.fields.segment`, render: (p) => translate(`${T}.segments.${p.segment}`) },
    {
      label: `${T}.fields.band`,
      render: (p) => `${formatInr(p.terms.minLimit)} – ${formatInr(p.terms.maxLimit)}`,
    },
    { label: `${T}.fields.billingDay`, render: (p) => termText('billingDay', p.terms.billingDay, translate) },
    {
      label: `${T}.fields.interestFreeDays`,
      render: (p) => termText('interestFreeDays', p.terms.interestFreeDays, translate),
    },
    { label: `${T}.fields.lateFee`, render: (p) => termText('lateFee', p.terms.lateFee, translate) },
    { label: `${T}.fields.interestRate`, render: (p) => termText('interestRate', p.terms.interestRate, translate) },
    { label: `${T}.fields.consumers`, render: (p) => p.consumers.toLocaleString('en-IN') },
    {
      label: `${T}.fields.state`,
      render: (p) => (
        <Stack direction="row" spacing={1}>
          <Chip size="small" variant="outlined" label={translate(`${T}.states.${p.state}`)} />
          {p.pendingRequestId !== null && (
            <Chip size="small" variant="outlined" label={translate(`${T}.pending`, { id: p.pendingRequestId })} />
          )}
        </Stack>
      ),
    },
    { label: `${T}.actions`, render: actions },
  ];
  return (
    <PageFrame title="paylaterAdmin.bpl_title">
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <QueryState query={plans} items={`${T}.items`}>
        {(rows) => (
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable label={`${T}.table`} rows={rows} columns={columns} />
          </TableContainer>
        )}
      </QueryState>
      {changing && <ChangeDialog plan={changing} onClose={() => setChanging(null)} />}
      <MoveConfirm
        move={moving}
        prefix={T}
        busy={move.isPending}
        summary={(m) => moveSummary(m.how, m.plan, translate)}
        onCancel={() => setMoving(null)}
        onConfirm={(m) => move.mutate(m)}
      />
    </PageFrame>
  );
}
