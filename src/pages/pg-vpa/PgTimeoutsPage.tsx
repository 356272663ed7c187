import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Paper, TableContainer, TextField, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { timeoutProblem } from '../../../contract/pg-vpa/rules';
import { listTimeouts, raiseTimeoutChange, type PgTimeout } from '../../../dataProviders/investment/pg-vpa';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime } from '../../format';
import { secondsText, timeoutChangeSummary } from './summaries';

const T = 'pgVpa.timeouts';
const QUERY = ['pg-payment-timeouts'];

/** Pure: whole seconds as typed, or null. */
export const secondsOf = (text: string): number | null => (/^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : null);

/** A maker's change of one method's timeout: the new value within its bounds, restated, with remarks; raised once. */
function ChangeDialog({ row, onClose }: { row: PgTimeout; onClose(): void }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const next = secondsOf(text);
  const problem = next === null ? null : timeoutProblem(row.method, next);
  const valid = next !== null && problem === null && next !== row.timeoutSeconds;
  const mutation = useChangeMutation({
    call: (remarks: string, key) =>
      raiseTimeoutChange({ method: row.method, timeoutSeconds: next!, remarks: remarks.trim() }, key),
    success: ({ message, id }) => `${message} #${id}`,
    failure: `${T}.failed`,
    refresh: [QUERY, ['approval-requests']],
    done: onClose,
  });
  return (
    <RemarksDialog
      open
      title={`${T}.dialog_title`}
      confirmLabel={`${T}.raise`}
      busy={mutation.isPending}
      complete={valid}
      summary={valid ? timeoutChangeSummary(translate, { ...row, next }) : undefined}
      onCancel={onClose}
      onConfirm={(remarks) => mutation.mutate(remarks)}
    >
      <TextField
        size="small"
        required
        label={translate(`${T}.new_timeout`)}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={problem !== null}
        helperText={problem ?? translate(`${T}.bounds_help`, { min: row.minSeconds, max: row.maxSeconds })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </RemarksDialog>
  );
}

/**
 * /pg/payment-timeout-config (issue 45 item 5): each payment method's gateway timeout with its bounds, who changed it
 * last and the change waiting for a checker; a maker raises a change of one method, decided in Approvals by someone
 * else.
 */
export default function PgTimeoutsPage() {
  const translate = useTranslate();
  const [changing, setChanging] = useState<PgTimeout | null>(null);
  const { canAccess: mayRaise } = useCanAccess({ resource: 'pg-payment-timeout-config.raise', action: 'access' });
  const query = useQuery({ queryKey: QUERY, queryFn: ({ signal }) => listTimeouts(signal) });
  const columns: TableColumn<PgTimeout>[] = [
    { label: `${T}.method`, render: (r) => translate(`${T}.methods.${r.method}`) },
    { label: `${T}.timeout`, render: (r) => secondsText(translate, r.timeoutSeconds) },
    { label: `${T}.bounds`, render: (r) => translate(`${T}.bounds_value`, { min: r.minSeconds, max: r.maxSeconds }) },
    { label: `${T}.updated`, render: (r) => `${formatDateTime(r.updatedAt)} · ${r.updatedBy}` },
    {
      label: `${T}.pending`,
      render: (r) =>
        r.pending
          ? translate(`${T}.pending_value`, {
              id: r.pending.id,
              value: secondsText(translate, r.pending.timeoutSeconds),
              maker: r.pending.makerEmail,
            })
          : '',
    },
  ];
  const change: TableColumn<PgTimeout> = {
    label: `${T}.change`,
    render: (r) =>
      !r.pending && (
        <Button
          size="small"
          onClick={() => setChanging(r)}
          aria-label={translate(`${T}.change_label`, { method: translate(`${T}.methods.${r.method}`) })}
        >
          {translate(`${T}.change`)}
        </Button>
      ),
  };
  return (
    <PageFrame title={`${T}.title`}>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <QueryState query={query} isEmpty={(d) => d.length === 0} items={`${T}.items`}>
        {(rows) => (
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable label={`${T}.list_label`} rows={rows} columns={mayRaise ? [...columns, change] : columns} />
          </TableContainer>
        )}
      </QueryState>
      {changing && <ChangeDialog row={changing} onClose={() => setChanging(null)} />}
    </PageFrame>
  );
}
