import { useState } from 'react';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import type { DecisionSummary } from '../../common/decision-summary';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import type { OpsRequest } from './guardrail-types';

const valueText = (field: string, value: unknown) => (/amount/i.test(field) ? formatInr(value) : orNotAvailable(value));

/** Pure: "field: before → after" lines of a request (after only when nothing came before). */
export function changeLines(request: Pick<OpsRequest, 'proposed' | 'previous'>, label: (field: string) => string) {
  return Object.entries(request.proposed).map(([field, value]) => {
    const before = request.previous?.[field];
    const after = valueText(field, value);
    return before === undefined
      ? `${label(field)}: ${after}`
      : `${label(field)}: ${valueText(field, before)} → ${after}`;
  });
}

/** Pure: what the decision dialog restates for an investment or payout-operations request: each value before → after. */
export function opsDecisionSummary(
  request: OpsRequest,
  isApproved: boolean,
  translate: (key: string, options?: Record<string, unknown>) => string,
): DecisionSummary {
  const label = (field: string) => translate(`investments.fields.${field}`, { _: field });
  return {
    subject: `${translate(`investments.kinds.${request.kind}`, { _: request.kind })} #${request.id}`,
    facts: [
      [translate('investments.fields.scope'), orNotAvailable(request.productType)],
      [translate('investments.maker'), request.makerEmail],
      [translate('pages.approvals.decision.maker_remarks'), orNotAvailable(request.makerRemarks)],
    ],
    changes: Object.entries(request.proposed).map(([field, value]) => ({
      label: label(field),
      before: valueText(field, request.previous?.[field]),
      after: valueText(field, value),
    })),
    next: translate(isApproved ? 'pages.approvals.decision.next_approve' : 'pages.approvals.decision.next_reject'),
  };
}

/**
 * Requests of one kind with their old and new values; pending ones carry Approve and Reject for a checker who did
 * not raise them (a reason on the disabled buttons otherwise). `decide` sends the decision with its remarks.
 */
export function RequestsTable({
  requests,
  resource,
  busy,
  decide,
}: {
  requests: readonly OpsRequest[];
  resource: string;
  busy: boolean;
  decide?: (request: OpsRequest, isApproved: boolean, remarks: string) => void;
}) {
  const translate = useTranslate();
  const { canAccess: mayDecide } = useCanAccess({ resource, action: 'decide' });
  const [pending, setPending] = useState<{ request: OpsRequest; isApproved: boolean } | null>(null);
  const label = (field: string) => translate(`investments.fields.${field}`, { _: field });
  if (requests.length === 0) return <Typography>{translate('investments.none')}</Typography>;
  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{translate('investments.fields.scope')}</TableCell>
            <TableCell>{translate('investments.proposed')}</TableCell>
            <TableCell>{translate('investments.maker')}</TableCell>
            <TableCell>{translate('investments.created')}</TableCell>
            <TableCell>{translate('investments.fields.status')}</TableCell>
            <TableCell>{translate('investments.checker')}</TableCell>
            {decide && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map((r) => {
            const why = r.raisedByViewer
              ? translate('investments.own_request')
              : !mayDecide
                ? translate('investments.no_decide')
                : '';
            return (
              <TableRow key={r.id}>
                <TableCell>{r.id}</TableCell>
                <TableCell>{orNotAvailable(r.productType)}</TableCell>
                <TableCell>
                  {changeLines(r, label).map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                  <Typography variant="caption">{r.makerRemarks}</Typography>
                </TableCell>
                <TableCell>{r.makerEmail}</TableCell>
                <TableCell>{formatDateTime(r.createdAt)}</TableCell>
                <TableCell>
                  <StatusChip status={r.status} />
                </TableCell>
                <TableCell>
                  {orNotAvailable(r.checkerEmail)}
                  {r.checkerRemarks && (
                    <Typography variant="caption" display="block">
                      {r.checkerRemarks}
                    </Typography>
                  )}
                </TableCell>
                {decide && (
                  <TableCell>
                    {r.status === 'PENDING' && (
                      <Tooltip title={why}>
                        <Stack direction="row" spacing={1}>
                          {([true, false] as const).map((isApproved) => (
                            <Button
                              key={String(isApproved)}
                              size="small"
                              variant={isApproved ? 'contained' : 'outlined'}
                              color={isApproved ? 'primary' : 'error'}
                              disabled={Boolean(why) || busy}
                              onClick={() => setPending({ request: r, isApproved })}
                            >
                              {translate(isApproved ? 'investments.approve' : 'investments.reject')}
                            </Button>
                          ))}
                        </Stack>
                      </Tooltip>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <RemarksDialog
        key={pending ? `${pending.request.id}-${String(pending.isApproved)}` : 'closed'}
        open={pending !== null}
        title={pending?.isApproved === false ? 'investments.reject_title' : 'investments.approve_title'}
        confirmLabel={pending?.isApproved === false ? 'investments.reject' : 'investments.approve'}
        busy={busy}
        summary={pending ? opsDecisionSummary(pending.request, pending.isApproved, translate) : undefined}
        onCancel={() => setPending(null)}
        onConfirm={(remarks) => {
          if (pending && decide) decide(pending.request, pending.isApproved, remarks);
          setPending(null);
        }}
      />
    </>
  );
}
