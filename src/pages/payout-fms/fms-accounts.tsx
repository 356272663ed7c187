import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Chip, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fmsAccounts, fmsLedger, type FmsAccount, type LedgerEntry } from '../../../dataProviders/payouts/payout-fms';
import { ScrollRegion } from '../../common/ScrollRegion';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { RequiredSelect } from '../../common/RequiredField';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';

export const S = 'payoutFms';
/** Every read of these pages under one key: a change refreshes them all (and the approvals inbox). */
export const FMS_KEY = ['payout-fms'] as const;
export const FMS_REFRESH = [FMS_KEY, ['approval-requests']] as const;

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
  return (
    <RequiredSelect label={label} value={value} onChange={onChange} minWidth={280}>
      {accounts.map((a) => (
        <MenuItem key={a.id} value={String(a.id)}>
          {`${labelOf(a)} · ${formatInr(a.balance)}`}
        </MenuItem>
      ))}
    </RequiredSelect>
  );
}
