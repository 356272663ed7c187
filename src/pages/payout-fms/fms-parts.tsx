import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Chip, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { fmsPart } from './parts';
import { useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import type { FmsTransferMode } from '../../../contract/payout-fms/rules';
import {
  decideFms,
  fmsAccounts,
  fmsLedger,
  fmsTransfers,
  raiseFmsTransfer,
  type FmsAccount,
  type FmsTransfer,
  type LedgerEntry,
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

export const S = 'payoutFms';
/** Every read of these pages under one key: a change refreshes them all (and the approvals inbox). */
export const FMS_KEY = ['payout-fms'] as const;
export const FMS_REFRESH = [FMS_KEY, ['approval-requests']] as const;
const FAILED = `${S}.failed`;

export const labelOf = (a: Pick<FmsAccount, 'name' | 'accountNo'>) => `${a.name} (${a.accountNo})`;

export function useFmsAccounts() {
  return useQuery({ queryKey: [...FMS_KEY, 'accounts'], queryFn: ({ signal }) => fmsAccounts(signal) });
}

/** One account's ledger, ten rows a page, paged by the server. */
function LedgerDialog({ account, onClose }: { account: FmsAccount; onClose(): void }) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...FMS_KEY, 'ledger', account.id, page],
    queryFn: ({ signal }) => fmsLedger(account.id, page, signal),
  });
  const columns: readonly TableColumn<LedgerEntry>[] = [
    { label: `${S}.ledger.at`, render: (r) => formatDateTime(r.createdAt) },
    { label: `${S}.ledger.entry`, render: (r) => <StatusChip status={r.entry} /> },
    { label: `${S}.fields.amount`, render: (r) => formatInr(r.amount) },
    { label: `${S}.ledger.balance_after`, render: (r) => formatInr(r.balanceAfter) },
    { label: `${S}.ledger.counterparty`, render: (r) => orNotAvailable(r.counterparty) },
    { label: `${S}.ledger.narration`, render: (r) => r.narration },
  ];
  return (
    <RemarksDialog
      open
      title={`${S}.ledger.title`}
      titleArgs={{ account: labelOf(account) }}
      confirmLabel={`${S}.close`}
      remarks={false}
      onCancel={onClose}
      onConfirm={onClose}
    >
      <QueryState query={query} isEmpty={(d) => d.content.length === 0} items={`${S}.ledger.items`}>
        {(data) => (
          <>
            <ScrollRegion>
              <ColumnTable label={`${S}.ledger.title_short`} rows={data.content} columns={columns} />
            </ScrollRegion>
            {data.totalPages > 1 && <PagePager page={page} pages={data.totalPages} onChange={setPage} />}
          </>
        )}
      </QueryState>
    </RemarksDialog>
  );
}

/** The company's accounts with balances and thresholds; each opens its ledger; `action` adds a column. */
export function AccountsTable({
  accounts,
  action,
}: {
  accounts: readonly FmsAccount[];
  action?: TableColumn<FmsAccount>;
}) {
  const translate = useTranslate();
  const [ledger, setLedger] = useState<FmsAccount | null>(null);
  const columns: TableColumn<FmsAccount>[] = [
    { label: `${S}.fields.account`, render: (a) => labelOf(a) },
    { label: `${S}.fields.type`, render: (a) => translate(`${S}.types.${a.type}`) },
    { label: `${S}.fields.bank`, render: (a) => a.bank },
    { label: `${S}.fields.balance`, render: (a) => formatInr(a.balance) },
    {
      label: `${S}.fields.threshold`,
      render: (a) => (a.threshold === null ? translate(`${S}.none`) : formatInr(a.threshold)),
    },
    {
      label: `${S}.fields.state`,
      render: (a) =>
        a.belowThreshold ? (
          <Chip size="small" color="error" variant="outlined" label={translate(`${S}.below`)} />
        ) : (
          <Chip size="small" variant="outlined" label={translate(`${S}.ok`)} />
        ),
    },
    {
      label: `${S}.ledger.title_short`,
      render: (a) => (
        <Button
          size="small"
          onClick={() => setLedger(a)}
          aria-label={translate(`${S}.ledger.open`, { account: a.name })}
        >
          {translate(`${S}.ledger.view`)}
        </Button>
      ),
    },
  ];
  return (
    <>
      <ScrollRegion sx={{ mb: 3 }}>
        <ColumnTable label={`${S}.accounts`} rows={accounts} columns={action ? [...columns, action] : columns} />
      </ScrollRegion>
      {ledger && <LedgerDialog account={ledger} onClose={() => setLedger(null)} />}
    </>
  );
}

/** An account picker: each account with its balance. */
export function AccountSelect({
  label,
  accounts,
  value,
  onChange,
}: {
  label: string;
  accounts: readonly FmsAccount[];
  value: string;
  onChange(value: string): void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      required
      size="small"
      label={translate(label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 280 }}
    >
      {accounts.map((a) => (
        <MenuItem key={a.id} value={String(a.id)}>
          {`${labelOf(a)} · ${formatInr(a.balance)}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

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
