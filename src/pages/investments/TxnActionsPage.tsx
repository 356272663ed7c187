import { useState } from 'react';
import { Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { INVESTMENT_ACCOUNTS, INVESTMENT_REQUESTS } from '../../../contract/bindings';
import type { InvestmentTxnAction } from '../../../contract/investments';
import { RemarksDialog } from '../../common/RemarksDialog';
import { QueryState, type ReadQuery } from '../../common/QueryState';
import { TXN_COLUMNS } from './InvestmentAccountPage';
import { InvestmentRequests } from './InvestmentRequests';
import type { InvestmentTxn } from './investment-types';
import { useOpsMutation, useOpsQuery, type OpsProvider, type Paged } from './ops-hooks';
import { txnActionSummary } from './txn-action-summary';

/** The two queues every P2P action page reads: awaiting an action, and on hold. */
const ACTION_REQUIRED = 'ACTION_REQUIRED';
const ON_HOLD = 'ON_HOLD';
import { SimpleTable } from './SimpleTable';

const resource = INVESTMENT_REQUESTS.name;

/** The actions a P2P page offers on each status (as data). */
export interface TxnActionsSpec {
  title: string;
  actions: Readonly<Record<string, readonly InvestmentTxnAction[]>>;
}

/**
 * A P2P transaction-action page: the transactions awaiting an action, an action raised by a maker (remarks), and the
 * pending actions decided by a checker (spec §2.3 /p2p/forced-withdrawal, /p2p/hold-amount; §7.7 /investment/transaction/…).
 */
export function TxnActionsPage({ spec }: { spec: TxnActionsSpec }) {
  const translate = useTranslate();
  const { canAccess: mayRaise } = useCanAccess({ resource, action: 'raise' });
  const [pending, setPending] = useState<{ txn: InvestmentTxn; action: InvestmentTxnAction } | null>(null);
  const queue = (status: string) => (p: OpsProvider) =>
    p.getInvestmentTxns(INVESTMENT_ACCOUNTS.name, { status, page: 1, limit: 50 });
  const lists = [
    useOpsQuery<Paged<InvestmentTxn>>(INVESTMENT_ACCOUNTS.name, ['txns', ACTION_REQUIRED], queue(ACTION_REQUIRED)),
    useOpsQuery<Paged<InvestmentTxn>>(INVESTMENT_ACCOUNTS.name, ['txns', ON_HOLD], queue(ON_HOLD)),
  ];
  const raise = useOpsMutation<{ transactionId: number; action: InvestmentTxnAction; remarks: string }>(
    [resource],
    (p, data, idempotencyKey) => p.raiseInvestmentTxnAction(resource, { data, idempotencyKey }),
    { success: 'investments.requests.raised', onDone: () => setPending(null) },
  );
  // Both queues as one read: loading, failed (with Retry) or answered; a failure never reads as an empty queue.
  const queues: ReadQuery<InvestmentTxn[]> = {
    data: lists.every((l) => l.data) ? lists.flatMap((l) => l.data?.content ?? []) : undefined,
    isPending: lists.some((l) => l.isPending),
    error: lists.find((l) => l.error)?.error ?? null,
    isFetching: lists.some((l) => l.isFetching),
    refetch: () => lists.forEach((l) => void l.refetch()),
  };
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(spec.title)}
      </Typography>
      <Typography variant="h6" component="h2">
        {translate('investments.requests.queue')}
      </Typography>
      <QueryState query={queues}>
        {(rows) => (
          <SimpleTable
            rows={rows}
            label="investments.requests.queue"
            columns={[
              { label: 'investments.accounts.account_no', render: (t) => `#${t.accountId}` },
              ...TXN_COLUMNS,
              {
                label: 'investments.fields.action',
                render: (t) => (
                  <Tooltip title={mayRaise ? '' : translate('investments.no_raise')}>
                    <Stack direction="row" spacing={1}>
                      {(spec.actions[t.status] ?? []).map((action) => (
                        <Button
                          key={action}
                          size="small"
                          disabled={!mayRaise}
                          onClick={() => setPending({ txn: t, action })}
                        >
                          {translate(`investments.requests.actions.${action}`)}
                        </Button>
                      ))}
                    </Stack>
                  </Tooltip>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <InvestmentRequests kind="INVESTMENT_TXN" />
      <RemarksDialog
        key={pending ? `${pending.txn.id}-${pending.action}` : 'closed'}
        open={pending !== null}
        title="investments.requests.raise"
        confirmLabel="investments.submit"
        busy={raise.isPending}
        summary={pending ? txnActionSummary(pending.txn, pending.action, translate) : undefined}
        onCancel={() => setPending(null)}
        onConfirm={(remarks) =>
          pending && raise.mutate({ transactionId: pending.txn.id, action: pending.action, remarks })
        }
      />
    </Box>
  );
}

/** /p2p/forced-withdrawal: transactions awaiting an action or on hold, withdrawn by force under four eyes. */
export function ForcedWithdrawalPage() {
  return (
    <TxnActionsPage
      spec={{
        title: 'investments.p2p.forced_withdrawal',
        actions: { ACTION_REQUIRED: ['FORCED_WITHDRAWAL'], ON_HOLD: ['FORCED_WITHDRAWAL'] },
      }}
    />
  );
}

/** /p2p/hold-amount: put a transaction's amount on hold, or release a held one, under four eyes. */
export function HoldAmountPage() {
  return (
    <TxnActionsPage
      spec={{
        title: 'investments.p2p.hold_amount',
        actions: { ACTION_REQUIRED: ['HOLD'], ON_HOLD: ['RELEASE'] },
      }}
    />
  );
}
