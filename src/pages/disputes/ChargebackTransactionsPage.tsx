import { useCallback, useState } from 'react';
import { Alert, Stack, Tab, Tabs, Typography } from '@mui/material';
import { DataTable, FunctionField, ListBase, useListContext, useTranslate } from 'react-admin';
import { DISPUTE_MESSAGES, type ChargebackSearchFilters, type DisputeProduct } from '../../../contract/disputes/rules';
import { CHARGEBACK_TRANSACTIONS } from '../../../dataProviders/chargeback/disputes';
import { EmptyList } from '../../common/EmptyList';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { DisputeList } from './DisputeList';
import { HistoryDialog, type HistoryTarget } from './HistoryDialog';
import { ProductSelect } from './ProductSelect';
import { DisputesPage } from './DisputesPage';
import { RowActions } from './RowActions';
import { TransactionFilters } from './TransactionFilters';
import { viewDisputePage } from './index';
import { useDisputeAccess } from './useProducts';
import { ListPagination } from '../../common/ListPagination';
import { LIST_PAGE_SIZE } from '../../../contract/schema';
import { ScrollRegion } from '../../common/ScrollRegion';

type Row = Record<string, unknown>;

function ListError() {
  const { error } = useListContext();
  return error ? <Alert severity="error">{error.message}</Alert> : null;
}

const TEXT_COLUMNS = [
  'merchant_id',
  'merchant_store_id',
  'payment_transaction_id',
  'bank_reference_no',
  'payment_gateway',
  'txn_sub_type',
  'payer_vpa',
  'acquirer_name',
  'payer_instrument',
  'payee_identifier',
  'last_digits',
] as const;
const MONEY_COLUMNS = ['total_amount', 'amount', 'reward_amount'] as const;

/** The table titled Chargeback Transactions (spec §2.8, §3.2): every row field, ₹ with Indian grouping, times per §9. */
function TransactionsTable({
  product,
  filters,
  canFrm,
}: {
  product: DisputeProduct;
  filters: Required<ChargebackSearchFilters>;
  canFrm: boolean;
}) {
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  return (
    <ListBase
      exporter={false}
      resource={CHARGEBACK_TRANSACTIONS}
      filter={{ ...filters, sourceProduct: product }}
      perPage={LIST_PAGE_SIZE}
      disableSyncWithLocation
      disableAuthentication
    >
      <ListError />
      <ScrollRegion>
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          empty={<EmptyList />}
          aria-labelledby="chargeback-transactions-title"
        >
          {TEXT_COLUMNS.map((c) => (
            <DataTable.Col key={c} label={`disputes.col.${c}`} disableSort>
              <FunctionField<Row> render={(r) => orNotAvailable(r[c])} />
            </DataTable.Col>
          ))}
          {MONEY_COLUMNS.map((c) => (
            <DataTable.Col key={c} label={`disputes.col.${c}`} disableSort>
              <FunctionField<Row> render={(r) => formatInr(r[c])} />
            </DataTable.Col>
          ))}
          <DataTable.Col label="disputes.col.payer_name" disableSort>
            <FunctionField<Row> render={(r) => orNotAvailable(r.payer_name)} />
          </DataTable.Col>
          <DataTable.Col label="disputes.col.payment_timestamp" disableSort>
            <FunctionField<Row> render={(r) => formatDateTime(r.payment_timestamp, 'seconds')} />
          </DataTable.Col>
          <DataTable.Col label="disputes.col.action" disableSort>
            <RowActions product={product} canFrm={canFrm} onHistory={setHistory} />
          </DataTable.Col>
        </DataTable>
      </ScrollRegion>
      <ListPagination />
      <HistoryDialog target={history} onClose={() => setHistory(null)} />
    </ListBase>
  );
}

function ChargebackTransactions() {
  const translate = useTranslate();
  const { products, canFrm, isPending } = useDisputeAccess(viewDisputePage);
  const [chosen, setChosen] = useState<DisputeProduct | null>(null);
  const [filters, setFilters] = useState<Required<ChargebackSearchFilters> | null>(null);
  const [view, setView] = useState<'transactions' | 'disputes'>('transactions');
  const onSearch = useCallback((f: Required<ChargebackSearchFilters>) => setFilters({ ...f }), []);
  if (isPending) return null;
  if (products.length === 0) return <Alert severity="error">{DISPUTE_MESSAGES.notAuthorized}</Alert>;
  const product = chosen && products.includes(chosen) ? chosen : products[0]!;
  return (
    <Stack spacing={2}>
      <ProductSelect products={products} value={product} onChange={setChosen} />
      <Tabs
        value={product}
        onChange={(_, p: DisputeProduct) => setChosen(p)}
        aria-label={translate('disputes.products')}
      >
        {products.map((p) => (
          <Tab key={p} value={p} label={p} />
        ))}
      </Tabs>
      {!products.includes('SWIPE') && (
        <Typography color="text.secondary">{DISPUTE_MESSAGES.notAuthorizedSwipe}</Typography>
      )}
      <Tabs
        value={view}
        onChange={(_, v: 'transactions' | 'disputes') => setView(v)}
        aria-label={translate('disputes.view_switch')}
      >
        <Tab value="transactions" label={translate('disputes.transactions_title')} />
        <Tab value="disputes" label={translate('disputes.list_title')} />
      </Tabs>
      {view === 'disputes' && <DisputeList product={product} />}
      {view === 'transactions' && (
        <>
          <TransactionFilters onSearch={onSearch} />
          <Typography id="chargeback-transactions-title" variant="h6" component="h2">
            {translate('disputes.transactions_title')}
          </Typography>
          {filters ? (
            <TransactionsTable product={product} filters={filters} canFrm={canFrm} />
          ) : (
            <Alert severity="info">{DISPUTE_MESSAGES.searchPrompt}</Alert>
          )}
        </>
      )}
    </Stack>
  );
}

/** /view/dispute (spec §2.8). */
export default function ChargebackTransactionsPage() {
  return (
    <DisputesPage title="disputes.view_title">
      <ChargebackTransactions />
    </DisputesPage>
  );
}
