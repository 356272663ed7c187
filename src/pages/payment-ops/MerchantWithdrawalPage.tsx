import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import {
  WITHDRAWAL_ACTIONS,
  WITHDRAWAL_REQUEST_STATES,
  withdrawalMove,
  type WithdrawalAction,
} from '../../../contract/payment-ops/calls';
import {
  decideWithdrawal,
  listWithdrawals,
  type WithdrawalFilters,
  type WithdrawalPage,
  type WithdrawalRequest,
} from '../../../dataProviders/payouts/payment-ops';
import type { TableColumn } from '../../common/ColumnTable';
import { FilterForm, FilterSearch, FilterSelect } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { PagedColumnTable } from '../../common/PagedColumnTable';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { DECIDE_PART } from './index';
import { withdrawalSummary } from './summaries';

const T = 'paymentOps.withdrawal';
const F = `${T}.field`;
const QUERY = 'merchant-withdrawal-requests';
export const WITHDRAWAL_PAGE_SIZE = 20;

function WithdrawalFilterForm({ onApply }: { onApply: (f: WithdrawalFilters) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<WithdrawalFilters>({ status: 'PENDING' });
  return (
    <FilterForm
      label={`${T}.filters`}
      apply="paymentOps.apply"
      onSubmit={() => onApply({ ...draft, merchantId: draft.merchantId?.trim() })}
    >
      <FilterSelect
        label={translate(`${T}.status`)}
        any="paymentOps.any"
        value={draft.status ?? ''}
        options={WITHDRAWAL_REQUEST_STATES.map((s) => ({ value: s, label: translate(`paymentOps.states.${s}`) }))}
        onChange={(status) => setDraft((d) => ({ ...d, status: status as WithdrawalFilters['status'] }))}
      />
      <FilterSearch
        label={`${T}.merchant`}
        hint={`${T}.merchant_hint`}
        value={draft.merchantId ?? ''}
        maxLength={10}
        numeric
        onChange={(merchantId) => setDraft((d) => ({ ...d, merchantId }))}
      />
    </FilterForm>
  );
}

/** A row's Approve, Hold and Reject, each shown while the request can take it. */
function DecisionButtons({
  r,
  onDecide,
}: {
  r: WithdrawalRequest;
  onDecide(r: WithdrawalRequest, a: WithdrawalAction): void;
}) {
  const translate = useTranslate();
  const actions = WITHDRAWAL_ACTIONS.filter((a) => withdrawalMove(r.status, a) !== null);
  if (actions.length === 0)
    return (
      <Typography variant="body2">
        {translate(`${T}.decided_by`, {
          by: orNotAvailable(r.decidedBy),
          at: r.decidedAt ? formatDateTime(r.decidedAt) : '',
        })}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1}>
      {actions.map((a) => (
        <Button
          key={a}
          size="small"
          variant={a === 'APPROVE' ? 'contained' : 'outlined'}
          color={a === 'REJECT' ? 'error' : 'primary'}
          aria-label={translate(`${T}.action_on`, { action: translate(`${T}.actions.${a}`), request: r.requestId })}
          onClick={() => onDecide(r, a)}
        >
          {translate(`${T}.actions.${a}`)}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * /merchant-withdrawal (spec §2.3 Payouts; issue 45 item 5): merchants' withdrawal requests from their Bharat Swipe
 * balances, newest first, by state and merchant, paged by the server (pending first shown). With the decide key,
 * Approve, Hold and Reject with remarks; the dialog restates the merchant, the ₹ amount and the balance after; the
 * server checks the balance at approval and refuses with a 409 that says by how much.
 */
export default function MerchantWithdrawalPage() {
  const translate = useTranslate();
  const { canAccess: mayDecide } = useCanAccess({ resource: DECIDE_PART, action: 'access' });
  const list = useFilteredPages<WithdrawalFilters, WithdrawalPage>(QUERY, listWithdrawals, WITHDRAWAL_PAGE_SIZE, {
    status: 'PENDING',
  });
  const [deciding, setDeciding] = useState<{ r: WithdrawalRequest; action: WithdrawalAction } | null>(null);
  const decide = useChangeMutation({
    call: ({ r, action, remarks }: { r: WithdrawalRequest; action: WithdrawalAction; remarks: string }, key) =>
      decideWithdrawal(r.id, { action, remarks: remarks.trim() }, key),
    success: ({ data }) =>
      translate(`${T}.done.${deciding?.action ?? 'APPROVE'}`, {
        request: data.requestId,
        amount: formatInr(data.amount),
        merchant: data.merchantName,
      }),
    failure: null,
    refresh: [[QUERY]],
    done: () => setDeciding(null),
  });
  const columns: readonly TableColumn<WithdrawalRequest>[] = [
    { label: `${F}.request`, render: (r) => r.requestId },
    { label: `${F}.merchant`, render: (r) => `${r.merchantName} (${r.merchantId})` },
    { label: `${F}.account`, render: (r) => `${r.accountId} · ${r.accountStatus}` },
    { label: `${F}.amount`, render: (r) => formatInr(r.amount) },
    { label: `${F}.available`, render: (r) => formatInr(r.available) },
    { label: `${F}.status`, render: (r) => <StatusChip status={r.status} /> },
    { label: `${F}.balance_after`, render: (r) => (r.balanceAfter === null ? '—' : formatInr(r.balanceAfter)) },
    { label: `${F}.requested_at`, render: (r) => formatDateTime(r.requestedAt) },
    { label: `${F}.note`, render: (r) => orNotAvailable(r.remarks ?? r.merchantNote) },
    ...(mayDecide
      ? [
          {
            label: `${F}.actions`,
            render: (r: WithdrawalRequest) => (
              <DecisionButtons r={r} onDecide={(row, action) => setDeciding({ r: row, action })} />
            ),
          },
        ]
      : []),
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('paymentOps.withdrawal_title')}
      </Typography>
      <WithdrawalFilterForm onApply={list.apply} />
      <PagedColumnTable list={list} label={`${T}.list_label`} items={`${T}.items`} columns={columns} />
      <RemarksDialog
        key={deciding ? `${deciding.r.id}-${deciding.action}` : 'closed'}
        open={deciding !== null}
        title={`${T}.confirm_title.${deciding?.action ?? 'APPROVE'}`}
        titleArgs={{ request: deciding?.r.requestId }}
        confirmLabel={`${T}.actions.${deciding?.action ?? 'APPROVE'}`}
        busy={decide.isPending}
        summary={deciding ? withdrawalSummary(deciding.r, deciding.action, translate) : undefined}
        onCancel={() => setDeciding(null)}
        onConfirm={(remarks) => deciding && decide.mutate({ ...deciding, remarks })}
      />
    </Box>
  );
}
