import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { DOWNTIME_STATES, type DowntimeState } from '../../../contract/bank-downtime/rules';
import { closeDowntime, listDowntimes, type Downtime } from '../../../dataProviders/crm/bank-downtime';
import type { TableColumn } from '../../common/ColumnTable';
import { PageFrame } from '../../common/PageFrame';
import { PagedColumnTable } from '../../common/PagedColumnTable';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useFilteredPages } from '../../common/filtered-pages';
import { useChangeMutation } from '../../common/useChangeMutation';
import { partOf } from '../types';
import { ALERTS_KEY, DOWNTIMES_KEY, DowntimeFormDialog, QR_KEY } from './DowntimeFormDialog';
import { closeSummary } from './downtime-form';
import { StateChip, windowText } from './parts';

const T = 'bankDowntime';
type Close = { how: 'end' | 'cancel'; downtime: Downtime };

/**
 * /new-downtime ('Bank Downtime', spec §2.3; issue 45 item 3): every declared downtime, latest start first, by state;
 * a manager declares one (bank, channel, IST window or open-ended, severity, note), edits an upcoming or ongoing one,
 * ends an ongoing one now or cancels an upcoming one, each restated before it is sent. The server refuses overlaps.
 */
export default function NewDowntimePage() {
  const translate = useTranslate();
  const { canAccess: canManage } = useCanAccess({
    resource: partOf({ name: 'new-downtime' }, 'manage'),
    action: 'access',
  });
  const list = useFilteredPages('bank-downtimes', listDowntimes, 20, { state: '' as DowntimeState | '' });
  const [editing, setEditing] = useState<Downtime | null | 'new'>(null);
  const [closing, setClosing] = useState<Close | null>(null);
  const [state, setState] = useState<DowntimeState | ''>('');
  const close = useChangeMutation({
    call: (c: Close, key: string) => closeDowntime(c.how, c.downtime, key),
    success: (r) => translate(`${T}.${r.data.state === 'CANCELLED' ? 'cancelled' : 'ended'}`, { id: r.data.id }),
    failure: `${T}.failed`,
    refresh: [DOWNTIMES_KEY, ALERTS_KEY, QR_KEY],
    done: () => setClosing(null),
  });
  const openEnded = translate(`${T}.open_ended`);
  const actions = (d: Downtime) => {
    if (!canManage || d.state === 'ENDED' || d.state === 'CANCELLED') return null;
    const name = `${d.bankName} ${d.channel}`;
    return (
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setEditing(d)} aria-label={`${translate(`${T}.edit`)}: ${name}`}>
          {translate(`${T}.edit`)}
        </Button>
        {d.state === 'ONGOING' ? (
          <Button
            size="small"

            onClick={() => setClosing({ how: 'end', downtime: d })}
            aria-label={`${translate(`${T}.end_now`)}: ${name}`}
          >
            {translate(`${T}.end_now`)}
          </Button>
        ) : (
          <Button
            size="small"

            onClick={() => setClosing({ how: 'cancel', downtime: d })}
            aria-label={`${translate(`${T}.cancel`)}: ${name}`}
          >
            {translate(`${T}.cancel`)}
          </Button>
        )}
      </Stack>
    );
  };
  const columns: TableColumn<Downtime>[] = [
    { label: `${T}.fields.bank`, render: (d) => d.bankName },
    { label: `${T}.fields.channel`, render: (d) => d.channel },
    { label: `${T}.fields.window`, render: (d) => windowText(d, openEnded) },
    { label: `${T}.fields.severity`, render: (d) => translate(`${T}.severities.${d.severity}`) },
    { label: `${T}.fields.state`, render: (d) => <StateChip state={d.state} /> },
    { label: `${T}.fields.note`, render: (d) => d.note },
    { label: `${T}.fields.declared_by`, render: (d) => d.declaredBy },
    { label: `${T}.actions`, render: actions },
  ];
  return (
    <PageFrame title={`${T}.title`}>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} alignItems="center">
        <TextField
          select
          size="small"
          sx={{ minWidth: 200 }}
          label={translate(`${T}.state_filter`)}
          value={state}
          onChange={(e) => {
            const next = e.target.value as DowntimeState | '';
            setState(next);
            list.apply({ state: next });
          }}
          slotProps={{
            inputLabel: { shrink: true },
            select: {
              displayEmpty: true,
              renderValue: (v) => (v ? translate(`${T}.states.${String(v)}`) : translate(`${T}.all_states`)),
            },
          }}
        >
          <MenuItem value="">{translate(`${T}.all_states`)}</MenuItem>
          {DOWNTIME_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`${T}.states.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {canManage && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {translate(`${T}.declare`)}
          </Button>
        )}
      </Stack>
      <PagedColumnTable list={list} label={`${T}.table`} items={`${T}.items`} columns={columns} />
      {editing !== null && (
        <DowntimeFormDialog open editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <RemarksDialog
        open={closing !== null}
        remarks={false}
        title={closing ? `${T}.${closing.how === 'end' ? 'end_now' : 'cancel'}` : `${T}.end_now`}
        confirmLabel={closing ? `${T}.${closing.how === 'end' ? 'end_now' : 'cancel'}` : `${T}.end_now`}
        busy={close.isPending}
        summary={closing ? closeSummary(closing.how, closing.downtime, translate) : undefined}
        onCancel={() => setClosing(null)}
        onConfirm={() => closing && close.mutate(closing)}
      />
    </PageFrame>
  );
}
