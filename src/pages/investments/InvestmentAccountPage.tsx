import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INVESTMENT_ACCOUNTS } from '../../../contract/bindings';
import { formatDateTime, formatInr } from '../../format';
import { StatusChip } from '../../common/StatusChip';
import { QueryState } from '../../common/QueryState';
import type { Holding, InvestmentAccount, InvestmentTxn } from './investment-types';
import { useOpsQuery, type Paged } from './ops-hooks';
import { SimpleTable, type Column } from './SimpleTable';
import { InterestDetailButton } from './InterestDetailDialog';

const resource = INVESTMENT_ACCOUNTS.name;

export const ACCOUNT_COLUMNS: readonly Column<InvestmentAccount>[] = [
  { label: 'investments.accounts.account_no', render: (a) => a.accountNo },
  { label: 'investments.accounts.holder', render: (a) => a.holderName },
  { label: 'investments.accounts.client', render: (a) => a.clientCode },
  { label: 'investments.accounts.product', render: (a) => a.product },
  { label: 'investments.fields.status', render: (a) => <StatusChip status={a.status} /> },
  { label: 'investments.accounts.balance', render: (a) => formatInr(a.balance) },
  { label: 'investments.accounts.hold', render: (a) => formatInr(a.holdAmount) },
  { label: 'investments.accounts.limit', render: (a) => formatInr(a.investLimit) },
];

const HOLDING_COLUMNS: readonly Column<Holding>[] = [
  { label: 'investments.accounts.instrument', render: (h) => h.instrument },
  { label: 'investments.accounts.type', render: (h) => h.kind },
  { label: 'investments.accounts.units', render: (h) => String(h.units) },
  { label: 'investments.accounts.invested', render: (h) => formatInr(h.invested) },
  { label: 'investments.accounts.current_value', render: (h) => formatInr(h.currentValue) },
];

export const TXN_COLUMNS: readonly Column<InvestmentTxn>[] = [
  { label: 'investments.accounts.date', render: (t) => formatDateTime(t.createdAt) },
  { label: 'investments.accounts.type', render: (t) => t.txnType },
  { label: 'investments.fields.amount', render: (t) => formatInr(t.amount) },
  { label: 'investments.fields.status', render: (t) => <StatusChip status={t.status} /> },
  { label: 'investments.accounts.reference', render: (t) => t.reference },
];

/** The search box and the matching accounts (account number, mobile or merchant id; all accounts when blank). */
export function AccountSearch({ onPick }: { onPick(account: InvestmentAccount): void }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const found = useOpsQuery<Paged<InvestmentAccount>>(resource, ['search', search], (p) =>
    p.searchInvestmentAccounts(resource, { search: search || undefined, page: 1, limit: 20 }),
  );
  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        component="form"
        sx={{ mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(text.trim());
        }}
      >
        <TextField
          label={translate('investments.accounts.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <Button type="submit" variant="contained">
          {translate('investments.accounts.find')}
        </Button>
      </Stack>
      <QueryState query={found} isEmpty={(page) => page.content.length === 0}>
        {(page) => (
          <SimpleTable
            rows={page.content}
            columns={ACCOUNT_COLUMNS}
            label="investments.accounts.title"
            onRowClick={onPick}
          />
        )}
      </QueryState>
    </>
  );
}

function AccountDetail({ id }: { id: number }) {
  const translate = useTranslate();
  const detail = useOpsQuery<{ account: InvestmentAccount; holdings: Holding[] }>(resource, ['detail', id], (p) =>
    p.getInvestmentAccount(resource, { id }),
  );
  const txns = useOpsQuery<Paged<InvestmentTxn>>(resource, ['txns', id], (p) =>
    p.getInvestmentTxns(resource, { accountId: id, page: 1, limit: 20 }),
  );
  return (
    <QueryState query={detail} failed="empty.read_failed">
      {(account) => (
        <Box sx={{ mt: 3 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              {`${account.account.accountNo} · ${account.account.holderName}`}
            </Typography>
            <InterestDetailButton accountId={account.account.id} accountNo={account.account.accountNo} />
          </Stack>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            {translate('investments.accounts.holdings')}
          </Typography>
          <SimpleTable rows={account.holdings} columns={HOLDING_COLUMNS} label="investments.accounts.holdings" />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {translate('investments.accounts.transactions')}
          </Typography>
          <QueryState query={txns} isEmpty={(page) => page.content.length === 0}>
            {(page) => (
              <SimpleTable rows={page.content} columns={TXN_COLUMNS} label="investments.accounts.transactions" />
            )}
          </QueryState>
        </Box>
      )}
    </QueryState>
  );
}

/** /investment-account (spec §2.3, §7.7 /investment/account-detail-by-id): find an account, its holdings and transactions. */
export default function InvestmentAccountPage() {
  const translate = useTranslate();
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('investments.accounts.title')}
      </Typography>
      <AccountSearch onPick={(a) => setPicked(a.id)} />
      {picked === null ? (
        <Typography sx={{ mt: 2 }}>{translate('investments.accounts.pick')}</Typography>
      ) : (
        <AccountDetail id={picked} />
      )}
    </Box>
  );
}
