import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Stack, Tooltip } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { MakerCheckerActions, RequestKind } from '../../../dataProviders/crm/maker-checker';
import type { DecisionSummary } from '../../common/decision-summary';
import { RemarksDialog } from '../../common/RemarksDialog';
import { orNotAvailable } from '../../format';
import { useIdempotencyKey } from '../../common/idempotency-key';

export interface DecidableRequest {
  id: number;
  status: string;
  canDecide: boolean;
  raisedByViewer: boolean;
  /** What the decision dialog restates, when the request carries it (every change request does). */
  merchantId?: string;
  proposed?: Record<string, unknown> | null;
  previous?: Record<string, unknown> | null;
  makerEmail?: string;
  makerRemarks?: string | null;
}

/** Pure: what the decision dialog restates: the merchant, who asked and why, each value before → after, and next. */
export function changeDecisionSummary(
  kind: RequestKind,
  request: DecidableRequest,
  isApproved: boolean,
  translate: (key: string, options?: Record<string, unknown>) => string,
): DecisionSummary {
  const facts: [string, string][] = [
    [translate('merchantChanges.diff.merchantId'), orNotAvailable(request.merchantId)],
    [translate('pages.approvals.decision.maker'), orNotAvailable(request.makerEmail)],
    [translate('pages.approvals.decision.maker_remarks'), orNotAvailable(request.makerRemarks)],
  ];
  return {
    subject: `${translate(`merchantChanges.kinds.${kind}`, { _: kind })} #${request.id}`,
    facts: facts.filter(([, value]) => value !== orNotAvailable(null)),
    changes: Object.entries(request.proposed ?? {}).map(([field, value]) => ({
      label: translate(`merchantChanges.diff.${field}`, { _: field }),
      before: orNotAvailable(request.previous?.[field]),
      after: orNotAvailable(value),
    })),
    next: isApproved
      ? translate(`merchantChanges.decide.next_${kind}`, { _: translate('pages.approvals.decision.next_approve') })
      : translate('pages.approvals.decision.next_reject'),
  };
}

/** Pure: why the decide buttons are unavailable (an i18n key), or null when they are available. */
export function decideBlocker(request: DecidableRequest): string | null {
  if (request.status !== 'PENDING') return 'merchantChanges.decide.already_decided';
  if (request.raisedByViewer) return 'merchantChanges.decide.own_request';
  if (!request.canDecide) return 'merchantChanges.decide.not_allowed';
  return null;
}

/**
 * Approve and Reject of one request, each confirmed in a remarks dialog and sent once (Idempotency-Key), no undo.
 * `toast` names the success and failure messages per kind (spec §8 for bank changes).
 */
export function DecisionButtons({
  kind,
  request,
  queryKey,
  toast,
  summaryOf,
}: {
  kind: RequestKind;
  request: DecidableRequest;
  queryKey: readonly unknown[];
  /** The toasts; the success ones are given the request's `id`. */
  toast: { approved: string; rejected: string; error: string };
  /** What the dialog restates (default: changeDecisionSummary). */
  summaryOf?: (isApproved: boolean) => DecisionSummary;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & MakerCheckerActions>();
  const idempotency = useIdempotencyKey();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const decide = useMutation({
    mutationFn: ({ isApproved, remarks }: { isApproved: boolean; remarks: string }) =>
      dataProvider.decideRequest('approval-requests', {
        decision: { id: request.id, kind, isApproved, remarks },
        idempotencyKey: idempotency.key(),
      }),
    onSuccess: (_data, { isApproved }) => {
      idempotency.reset();
      setOpen(null);
      notify(isApproved ? toast.approved : toast.rejected, { type: 'success', messageArgs: { id: request.id } });
      void client.invalidateQueries({ queryKey });
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      setOpen(null);
      notify(toast.error, { type: 'error', messageArgs: { message: error.message } });
      void client.invalidateQueries({ queryKey });
    },
  });
  const blocker = decideBlocker(request);
  const button = (which: 'approve' | 'reject') => (
    <Tooltip title={blocker ? translate(blocker) : ''}>
      <span>
        <Button
          variant={which === 'approve' ? 'contained' : 'outlined'}
          color={which === 'approve' ? 'primary' : 'error'}
          disabled={blocker !== null || decide.isPending}
          onClick={() => setOpen(which)}
        >
          {translate(`merchantChanges.decide.${which}`)}
        </Button>
      </span>
    </Tooltip>
  );
  return (
    <Box>
      <Stack direction="row" spacing={2}>
        {button('approve')}
        {button('reject')}
      </Stack>
      <RemarksDialog
        open={open !== null}
        title={open === 'reject' ? 'merchantChanges.decide.reject_title' : 'merchantChanges.decide.approve_title'}
        confirmLabel={open === 'reject' ? 'merchantChanges.decide.reject' : 'merchantChanges.decide.approve'}
        busy={decide.isPending}
        summary={
          open
            ? (summaryOf?.(open === 'approve') ?? changeDecisionSummary(kind, request, open === 'approve', translate))
            : undefined
        }
        onCancel={() => setOpen(null)}
        onConfirm={(remarks) => decide.mutate({ isApproved: open === 'approve', remarks })}
      />
    </Box>
  );
}
