import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { fmsPart } from './parts';
import { useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import type { FmsTransferMode } from '../../../contract/payout-fms/rules';
import {
  decideFms,
  fmsTransfers,
  raiseFmsTransfer,
  type FmsAccount,
  type FmsTransfer,
} from '../../../dataProviders/payouts/payout-fms';
import { ScrollRegion } from '../../common/ScrollRegion';
import { DecideButtons } from '../../common/DecideButtons';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { AmountField } from '../../common/RequiredField';
import { StatusChip } from '../../common/StatusChip';
import { validAmount } from '../../common/amount-input';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { fmsTransferSummary } from './summaries';
import { AccountSelect, FMS_KEY, FMS_REFRESH, labelOf, S } from './fms-accounts';

const FAILED = `${S}.failed`;

export interface TransferDraft {
  from: string;
  to: string;
  amount: string;
}

/**
 * The raise form of a fund transfer (from, to, amount), confirmed in one dialog that restates both balances now →
 * after and takes the maker's remarks; sent once (Idempotency-Key); the toast names the request.
 */
export function RaiseTransfer({
  mode,
  accounts,
  draft,
  onDraft,
  lockTo = false,
}: {
  mode: Exclude<FmsTransferMode, 'THRESHOLD'>;
  accounts: readonly FmsAccount[];
  draft: TransferDraft;
  onDraft(draft: TransferDraft): void;
  lockTo?: boolean;
}) {
  const translate = useTranslate();
  const { canAccess: mayRaise } = useCanAccess({ resource: fmsPart('raise'), action: 'access' });
  const [confirming, setConfirming] = useState(false);
  const from = accounts.find((a) => String(a.id) === draft.from);
  const to = accounts.find((a) => String(a.id) === draft.to);
  const amount = validAmount(draft.amount)?.value ?? null;
  const ready = Boolean(from && to && from !== to && amount);
  const raise = useChangeMutation({
    call: (remarks: string, key) =>
      raiseFmsTransfer(
        { fromAccountId: from!.id, toAccountId: to!.id, amount: amount!, mode, remarks: remarks.trim() },
        key,
      ),
    success: ({ message, data }) => `${message} #${data.id}`,
    failure: FAILED,
    refresh: FMS_REFRESH,
    done: () => {
      setConfirming(false);
      onDraft({ from: '', to: lockTo ? draft.to : '', amount: '' });
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${S}.raise_title.${mode}`)}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <AccountSelect
          label={`${S}.fields.from`}
          accounts={accounts}
          value={draft.from}
          onChange={(v) => onDraft({ ...draft, from: v })}
        />
        <AccountSelect
          label={`${S}.fields.to`}
          accounts={lockTo ? accounts.filter((a) => String(a.id) === draft.to) : accounts}
          value={draft.to}
          onChange={(v) => onDraft({ ...draft, to: v })}
        />
        <AmountField
          label={`${S}.fields.amount`}
          value={draft.amount}
          onChange={(e) => onDraft({ ...draft, amount: e.target.value })}
        />
        <Tooltip title={mayRaise ? '' : translate(`${S}.no_raise`)}>
          <span>
            <Button variant="contained" disabled={!mayRaise || !ready} onClick={() => setConfirming(true)}>
              {translate(`${S}.raise`)}
            </Button>
          </span>
        </Tooltip>
      </Stack>
      {draft.from !== '' && draft.from === draft.to && (
        <Typography color="error" sx={{ mt: 1 }}>
          {translate(`${S}.same_account`)}
        </Typography>
      )}
      {confirming && from && to && amount && (
        <RemarksDialog
          open
          title={`${S}.raise_title.${mode}`}
          confirmLabel={`${S}.raise`}
          busy={raise.isPending}
          summary={fmsTransferSummary(translate, {
            mode,
            from: { label: labelOf(from), balance: from.balance },
            to: { label: labelOf(to), balance: to.balance },
            amount,
            decision: null,
          })}
          onCancel={() => setConfirming(false)}
          onConfirm={(remarks) => raise.mutate(remarks)}
        />
      )}
    </Paper>
  );
}

/**
 * The fund transfers of one mode, newest first, paged by the server: pending ones carry Approve and Reject for a
 * checker who is not their maker; the dialog restates from, to, the amount and both balances after (from the
 * balances now), with the required remarks.
 */
export function TransfersList({ mode, accounts }: { mode: FmsTransferMode; accounts: readonly FmsAccount[] }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { identity } = useGetIdentity();
  const { canAccess: mayDecide } = useCanAccess({ resource: fmsPart('decide'), action: 'access' });
  const [deciding, setDeciding] = useState<{ t: FmsTransfer; isApproved: boolean } | null>(null);
  const query = useQuery({
    queryKey: [...FMS_KEY, 'transfers', mode, page],
    queryFn: ({ signal }) => fmsTransfers({ page, mode }, signal),
  });
  const decide = useChangeMutation({
    call: (d: { id: number; isApproved: boolean; remarks: string }, key) => decideFms('FMS_TRANSFER', d, key),
    success: ({ data }) => translate(data.status === 'APPROVED' ? `${S}.approved` : `${S}.rejected`, { id: data.id }),
    failure: FAILED,
    refresh: FMS_REFRESH,
    done: () => setDeciding(null),
  });
  const balance = (id: number) => accounts.find((a) => a.id === id)?.balance ?? 0;
  const columns: TableColumn<FmsTransfer>[] = [
    { label: `${S}.fields.request`, render: (t) => `#${t.id}` },
    { label: `${S}.fields.from`, render: (t) => t.fromAccount },
    { label: `${S}.fields.to`, render: (t) => t.toAccount },
    { label: `${S}.fields.amount`, render: (t) => formatInr(t.amount) },
    { label: `${S}.fields.status`, render: (t) => <StatusChip status={t.status} /> },
    { label: `${S}.fields.maker`, render: (t) => t.makerEmail },
    { label: `${S}.fields.remarks`, render: (t) => t.makerRemarks },
    { label: `${S}.fields.checker`, render: (t) => orNotAvailable(t.checkerEmail) },
    { label: `${S}.fields.created`, render: (t) => formatDateTime(t.createdAt) },
    {
      label: `${S}.fields.decision`,
      render: (t) => {
        if (t.status !== 'PENDING') return orNotAvailable(t.checkerRemarks);
        const why =
          t.makerId === Number(identity?.id) || t.makerEmail === identity?.email
            ? translate(`${S}.own_request`)
            : mayDecide
              ? ''
              : translate(`${S}.no_decide`);
        return (
          <DecideButtons
            why={why}
            onDecide={(isApproved) => setDeciding({ t, isApproved })}
            labels={{ approve: `${S}.approve`, reject: `${S}.reject` }}
            names={{
              approve: translate(`${S}.approve_one`, { id: t.id }),
              reject: translate(`${S}.reject_one`, { id: t.id }),
            }}
          />
        );
      },
    },
  ];
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${S}.transfers_title.${mode}`)}
      </Typography>
      <QueryState query={query} isEmpty={(d) => d.content.length === 0} items={`${S}.transfer_items`}>
        {(data) => (
          <>
            <ScrollRegion>
              <ColumnTable label={`${S}.transfers_title.${mode}`} rows={data.content} columns={columns} />
            </ScrollRegion>
            {data.totalPages > 1 && <PagePager page={page} pages={data.totalPages} onChange={setPage} />}
          </>
        )}
      </QueryState>
      {deciding && (
        <RemarksDialog
          open
          title={deciding.isApproved ? `${S}.approve_title` : `${S}.reject_title`}
          confirmLabel={deciding.isApproved ? `${S}.approve` : `${S}.reject`}
          busy={decide.isPending}
          summary={fmsTransferSummary(translate, {
            mode: deciding.t.mode,
            from: { label: deciding.t.fromAccount, balance: balance(deciding.t.fromAccountId) },
            to: { label: deciding.t.toAccount, balance: balance(deciding.t.toAccountId) },
            amount: deciding.t.amount,
            decision: { id: deciding.t.id, isApproved: deciding.isApproved, makerEmail: deciding.t.makerEmail },
          })}
          onCancel={() => setDeciding(null)}
          onConfirm={(remarks) =>
            decide.mutate({ id: deciding.t.id, isApproved: deciding.isApproved, remarks: remarks.trim() })
          }
        />
      )}
    </>
  );
}
