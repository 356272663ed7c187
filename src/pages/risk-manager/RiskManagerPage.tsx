import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { RISK_SUBJECTS, type RiskSubject } from '../../../contract/risk-manager/rules';
import { listRiskRules, raiseRiskChange, type RiskFilters, type RiskRule } from '../../../dataProviders/crm/risk-rules';
import type { TableColumn } from '../../common/ColumnTable';
import { FilterForm, FilterSelect } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { PagedColumnTable } from '../../common/PagedColumnTable';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatInr } from '../../format';
import { partOf } from '../types';
import { draftOf, riskChangeSummary, valuesOf, type RiskDraft } from './risk-form';
import { NO_RULE } from '../../../contract/risk-manager/rules';

const T = 'others.risk';
const KEY = 'risk-rules';
const PAGE_SIZE = 20;

function RiskFilterForm({ onApply }: { onApply(f: RiskFilters): void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<RiskFilters>({});
  return (
    <FilterForm label={`${T}.filters`} apply={`${T}.apply`} onSubmit={() => onApply(draft)}>
      <FilterSelect
        label={translate(`${T}.subject_type`)}
        any={`${T}.any`}
        value={draft.subjectType ?? ''}
        options={RISK_SUBJECTS.map((s) => ({ value: s, label: translate(`${T}.subjects.${s}`) }))}
        onChange={(v) => setDraft((d) => ({ ...d, subjectType: v as RiskSubject | '' }))}
      />
      <TextField
        size="small"
        label={translate(`${T}.subject_id`)}
        value={draft.subjectId ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, subjectId: e.target.value }))}
      />
    </FilterForm>
  );
}

/** The change form: a subject's limits and block as typed, then restated and sent with remarks. */
function ChangeForm({ start, rule, onClose }: { start: RiskDraft; rule: RiskRule | null; onClose(): void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(start);
  const [confirming, setConfirming] = useState(false);
  // The moment the form opened: a block's expiry is checked against it here, and against the clock by the server.
  const [openedAt] = useState(() => Date.now());
  const read = valuesOf(draft, openedAt);
  const raise = useChangeMutation({
    call: (remarks: string, key: string) =>
      'values' in read
        ? raiseRiskChange(
            {
              subjectType: draft.subjectType,
              subjectId: draft.subjectId.trim(),
              version: rule?.version ?? 0,
              ...read.values,
              remarks,
            },
            key,
          )
        : Promise.reject(new Error(translate(read.problem))),
    success: (r) =>
      translate(`${T}.raised`, {
        id: r.data.id,
        who: translate(`${T}.subjects.${draft.subjectType}`),
        subject: draft.subjectId.trim(),
      }),
    failure: `${T}.failed`,
    refresh: [[KEY]],
    done: onClose,
  });
  const text = (key: keyof RiskDraft, type = 'text') => (
    <TextField
      size="small"
      type={type}
      label={translate(`${T}.fields.${key}`)}
      value={draft[key] as string}
      onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
      slotProps={type === 'datetime-local' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={translate(`${T}.form_title`)}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${T}.form_title`)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 160 }}
          label={translate(`${T}.subject_type`)}
          value={draft.subjectType}
          disabled={rule !== null}
          onChange={(e) => setDraft((d) => ({ ...d, subjectType: e.target.value as RiskSubject }))}
        >
          {RISK_SUBJECTS.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`${T}.subjects.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate(`${T}.subject_id`)}
          value={draft.subjectId}
          disabled={rule !== null}
          onChange={(e) => setDraft((d) => ({ ...d, subjectId: e.target.value }))}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
        {text('maxCountHour')}
        {text('maxCountDay')}
        {text('maxAmountHour')}
        {text('maxAmountDay')}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2, alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.blocked}
              onChange={(e) => setDraft((d) => ({ ...d, blocked: e.target.checked }))}
            />
          }
          label={translate(`${T}.fields.blocked`)}
        />
        {draft.blocked && text('blockReason')}
        {draft.blocked && text('blockUntil', 'datetime-local')}
      </Stack>
      {'problem' in read && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(read.problem, { _: read.problem })}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={'problem' in read} onClick={() => setConfirming(true)}>
          {translate(`${T}.send`)}
        </Button>
        <Button onClick={onClose}>{translate(`${T}.cancel`)}</Button>
      </Stack>
      <RemarksDialog
        open={confirming}
        title={`${T}.confirm_title`}
        confirmLabel={`${T}.send`}
        busy={raise.isPending}
        summary={
          confirming && 'values' in read
            ? riskChangeSummary(
                { subjectType: draft.subjectType, subjectId: draft.subjectId.trim() },
                rule ?? NO_RULE,
                read.values,
                translate,
              )
            : undefined
        }
        onCancel={() => setConfirming(false)}
        onConfirm={(remarks) => raise.mutate(remarks)}
      />
    </Paper>
  );
}

/**
 * /risk-manager (spec §2.3 Other, exact; issue 46 item 5): each merchant's or consumer's velocity limits (transactions
 * and amount per hour and per day) and block (reason, expiry), newest change first; a change is raised here and
 * applied when another staff member approves it in the approvals inbox (RISK_RULE_CHANGE), old beside new.
 */
export default function RiskManagerPage() {
  const translate = useTranslate();
  const { canAccess: canRaise } = useCanAccess({
    resource: partOf({ name: 'risk-manager' }, 'raise'),
    action: 'access',
  });
  const list = useFilteredPages<RiskFilters, { content: RiskRule[]; totalElements: number }>(
    KEY,
    listRiskRules,
    PAGE_SIZE,
    {},
  );
  const [editing, setEditing] = useState<{ start: RiskDraft; rule: RiskRule | null } | null>(null);
  const limit = (n: number | null, money = false) =>
    n === null ? translate(`${T}.none`) : money ? formatInr(n) : String(n);
  const columns: TableColumn<RiskRule>[] = [
    { label: `${T}.subject_type`, render: (r) => translate(`${T}.subjects.${r.subjectType}`) },
    { label: `${T}.subject_id`, render: (r) => r.subjectId },
    { label: `${T}.fields.maxCountHour`, render: (r) => limit(r.maxCountHour) },
    { label: `${T}.fields.maxCountDay`, render: (r) => limit(r.maxCountDay) },
    { label: `${T}.fields.maxAmountHour`, render: (r) => limit(r.maxAmountHour, true) },
    { label: `${T}.fields.maxAmountDay`, render: (r) => limit(r.maxAmountDay, true) },
    {
      label: `${T}.block`,
      render: (r) =>
        r.blockedNow ? (
          <StatusChip
            status={translate(r.blockUntil ? `${T}.blocked_until` : `${T}.blocked`, {
              until: r.blockUntil ? formatDateTime(r.blockUntil) : '',
            })}
          />
        ) : (
          translate(r.blocked ? `${T}.expired` : `${T}.not_blocked`)
        ),
    },
    { label: `${T}.fields.blockReason`, render: (r) => (r.blockedNow ? (r.blockReason ?? '') : '') },
    { label: `${T}.updated`, render: (r) => `${formatDateTime(r.updatedAt)}${r.updatedBy ? ` · ${r.updatedBy}` : ''}` },
    {
      label: `${T}.pending`,
      render: (r) =>
        r.pending ? translate(`${T}.pending_by`, { id: r.pending.id, maker: r.pending.makerEmail }) : '—',
    },
    ...(canRaise
      ? [
          {
            label: `${T}.action`,
            render: (r: RiskRule) => (
              <Button
                size="small"
                variant="outlined"
                disabled={r.pending !== null}
                aria-label={translate(`${T}.change_label`, {
                  who: translate(`${T}.subjects.${r.subjectType}`),
                  id: r.subjectId,
                })}
                onClick={() => setEditing({ start: draftOf(r.subjectType, r.subjectId, r), rule: r })}
              >
                {translate(`${T}.change`)}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('others.risk_manager_title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      {canRaise && !editing && (
        <Button
          variant="outlined"
          sx={{ mb: 2 }}
          onClick={() => setEditing({ start: draftOf('MERCHANT', ''), rule: null })}
        >
          {translate(`${T}.new_rule`)}
        </Button>
      )}
      {editing && (
        <ChangeForm
          key={editing.rule?.id ?? 'new'}
          start={editing.start}
          rule={editing.rule}
          onClose={() => setEditing(null)}
        />
      )}
      <RiskFilterForm onApply={list.apply} />
      <PagedColumnTable list={list} label={`${T}.table`} items={`${T}.items`} columns={columns} />
    </Box>
  );
}
