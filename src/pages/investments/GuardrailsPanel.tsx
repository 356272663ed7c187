import { useState } from 'react';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { GUARDRAIL_LIMITS, type GuardrailLimit } from '../../../contract/investments';
import { formatInr } from '../../format';
import { RemarksDialog } from '../../common/RemarksDialog';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { GuardrailChangeDialog } from './GuardrailChangeDialog';
import { capText, guardrailStatusSummary, type GuardrailRecord, type OpsRequest } from './guardrail-types';
import { useOpsMutation, useOpsQuery, type Paged, decisionToast } from './ops-hooks';
import { RequestsTable } from './PendingRequests';

type Dialog = { kind: 'change'; guardrail: GuardrailRecord } | { kind: 'status'; guardrail: GuardrailRecord } | null;

/**
 * One family of guardrails (deposit per product, payout per channel): the caps in force, a change or an
 * (de)activation raised by a maker, and the requests waiting for a checker, decided here or in the approvals inbox.
 */
export function GuardrailsPanel({ resource, title, intro }: { resource: string; title: string; intro: string }) {
  const translate = useTranslate();
  const { canAccess: mayRaise } = useCanAccess({ resource, action: 'raise' });
  const list = useOpsQuery<GuardrailRecord[]>(resource, ['list'], (p) => p.getGuardrails(resource));
  const requests = useOpsQuery<Paged<OpsRequest>>(resource, ['audit', 1], (p) =>
    p.getGuardrailAudit(resource, { page: 1, limit: 50 }),
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const change = useOpsMutation<{
    guardrailId: number;
    caps: Partial<Record<GuardrailLimit, number>>;
    remarks: string;
  }>(
    [resource],
    (p, v, idempotencyKey) =>
      p.raiseGuardrailChange(resource, {
        data: { guardrailId: v.guardrailId, ...v.caps, remarks: v.remarks },
        idempotencyKey,
      }),
    { success: 'investments.guardrails.raised', onDone: close },
  );
  const status = useOpsMutation<{ guardrailId: number; status: 'ACTIVE' | 'INACTIVE'; remarks: string }>(
    [resource],
    (p, data, idempotencyKey) => p.raiseGuardrailStatus(resource, { data, idempotencyKey }),
    { success: 'investments.guardrails.raised', onDone: close },
  );
  const decide = useOpsMutation<{ requestId: number; isApproved: boolean; remarks: string }>(
    [resource],
    (p, data, idempotencyKey) => p.decideGuardrailRequest(resource, { data, idempotencyKey }),
    { success: decisionToast('investments.approved', 'investments.rejected') },
  );
  const pending = (requests.data?.content ?? []).filter((r) => r.status === 'PENDING');
  const reason = (g: GuardrailRecord) =>
    !mayRaise ? translate('investments.no_raise') : g.pendingRequestId ? translate('investments.pending_exists') : '';

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(title)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(intro)}</Typography>
      <QueryState query={list}>
        {(guardrails) => (
          <Table size="small" aria-label={translate(title)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('investments.fields.scope')}</TableCell>
                <TableCell>{translate('investments.fields.name')}</TableCell>
                {GUARDRAIL_LIMITS.map((l) => (
                  <TableCell key={l}>{translate(`investments.fields.${l}`)}</TableCell>
                ))}
                <TableCell>{translate('investments.fields.status')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {guardrails.map((g) => (
                <TableRow key={g.id}>
                  <TableCell>{g.scope}</TableCell>
                  <TableCell>{g.name}</TableCell>
                  {GUARDRAIL_LIMITS.map((l) => (
                    <TableCell key={l}>{capText(l, g[l], formatInr, translate('investments.no_cap'))}</TableCell>
                  ))}
                  <TableCell>
                    <StatusChip status={g.status} />
                  </TableCell>
                  <TableCell>
                    <Tooltip title={reason(g)}>
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          disabled={Boolean(reason(g))}
                          onClick={() => setDialog({ kind: 'change', guardrail: g })}
                        >
                          {translate('investments.guardrails.change')}
                        </Button>
                        <Button
                          size="small"
                          disabled={Boolean(reason(g))}
                          onClick={() => setDialog({ kind: 'status', guardrail: g })}
                        >
                          {translate(
                            g.status === 'ACTIVE'
                              ? 'investments.guardrails.deactivate'
                              : 'investments.guardrails.activate',
                          )}
                        </Button>
                      </Stack>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('investments.pending')}
      </Typography>
      <QueryState query={requests} isEmpty={() => false}>
        {() => (
          <RequestsTable
            requests={pending}
            resource={resource}
            busy={decide.isPending}
            decide={(r, isApproved, remarks) => decide.mutate({ requestId: r.id, isApproved, remarks })}
          />
        )}
      </QueryState>
      {dialog?.kind === 'change' && (
        <GuardrailChangeDialog
          guardrail={dialog.guardrail}
          busy={change.isPending}
          onCancel={close}
          onSubmit={(caps, remarks) => change.mutate({ guardrailId: dialog.guardrail.id, caps, remarks })}
        />
      )}
      <RemarksDialog
        key={dialog?.kind === 'status' ? `status-${dialog.guardrail.id}` : 'closed'}
        open={dialog?.kind === 'status'}
        title={
          dialog?.guardrail.status === 'ACTIVE'
            ? 'investments.guardrails.deactivate'
            : 'investments.guardrails.activate'
        }
        confirmLabel="investments.submit"
        busy={status.isPending}
        summary={
          dialog?.kind === 'status'
            ? guardrailStatusSummary(dialog.guardrail, GUARDRAIL_LIMITS, formatInr, translate)
            : undefined
        }
        onCancel={close}
        onConfirm={(remarks) =>
          dialog &&
          status.mutate({
            guardrailId: dialog.guardrail.id,
            status: dialog.guardrail.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE',
            remarks,
          })
        }
      />
    </Box>
  );
}
