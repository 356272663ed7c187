import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, Grid } from '@mui/material';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { QueryState } from '../../../common/QueryState';
import { formatDateTime, formatInr } from '../../../format';
import { Field, Section } from '../Field';
import { ReadTable, type ReadColumn } from '../ReadTable';
import { money, status, text, time } from '../cells';
import { useMerchantRead } from '../useMerchant';

const W = 'merchantCalls.wallet';

interface StoreWallet {
  storeId: string;
  storeName: string;
  balance: number;
  status: string;
  updatedAt: number;
}

interface WalletTxn {
  txnId: string;
  storeId: string;
  txnTime: number;
  payerName: string | null;
  payeeName: string | null;
  payeeMobile: string | null;
  bankReferenceNumber: string | null;
  amount: number;
  fee: number;
  balance: number;
  status: string;
  subStatus: string | null;
  txnType: string;
  txnIndicator: string;
  mode: string | null;
  vpa: string | null;
}

const BALANCE_COLUMNS: readonly ReadColumn<StoreWallet & { id: string }>[] = [
  { label: `${W}.store_id`, render: (w) => w.storeId },
  { label: `${W}.store_name`, render: (w) => w.storeName },
  { label: `${W}.balance`, render: (w) => formatInr(w.balance) },
  { label: `${W}.status`, render: (w) => w.status },
  { label: `${W}.updated_at`, render: (w) => formatDateTime(w.updatedAt, 'seconds') },
];

/** One transaction's detail (spec §7.4 account/detail/{id}, p2p), read when it is opened. */
function TxnDetail({ merchantId, txnId, onClose }: { merchantId: string; txnId: string; onClose(): void }) {
  const translate = useTranslate();
  const detail = useMerchantRead<WalletTxn>(merchantId, 'walletTxn', { txnId });
  return (
    <Dialog open onClose={onClose} aria-labelledby="wallet-txn-title" maxWidth="md" fullWidth>
      <ClosableDialogTitle id="wallet-txn-title" onClose={onClose}>
        {translate(`${W}.detail_title`, { id: txnId })}
      </ClosableDialogTitle>
      <DialogContent>
        <QueryState query={detail}>
          {(t) => (
            <Grid container spacing={2}>
              <Field label={`${W}.txn_id`} value={t.txnId} />
              <Field label={`${W}.store_id`} value={t.storeId} />
              <Field label={`${W}.txn_time`} value={formatDateTime(t.txnTime, 'seconds')} />
              <Field label={`${W}.txn_type`} value={t.txnType} />
              <Field label={`${W}.indicator`} value={t.txnIndicator} />
              <Field label={`${W}.amount`} value={formatInr(t.amount)} />
              <Field label={`${W}.fee`} value={formatInr(t.fee)} />
              <Field label={`${W}.balance_after`} value={formatInr(t.balance)} />
              <Field label={`${W}.status`} value={t.status} />
              <Field label={`${W}.sub_status`} value={t.subStatus} />
              <Field label={`${W}.payer`} value={t.payerName} />
              <Field label={`${W}.payee`} value={t.payeeName} />
              <Field label={`${W}.payee_mobile`} value={t.payeeMobile} />
              <Field label={`${W}.bank_reference`} value={t.bankReferenceNumber} />
              <Field label={`${W}.mode`} value={t.mode} />
              <Field label={`${W}.vpa`} value={t.vpa} />
            </Grid>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${W}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Wallet (spec §7.4 account (storeId, p2p), account/transactions, account/detail/{id} (p2p)): the P2P balance of each
 * store, the wallet's transactions by page, and one transaction opened from its id.
 */
export default function WalletTab() {
  const { entityId } = useEntity360();
  const translate = useTranslate();
  const wallets = useMerchantRead<StoreWallet[]>(entityId, 'wallet');
  const [open, setOpen] = useState<string | null>(null);
  const rows = { ...wallets, data: wallets.data?.map((w) => ({ ...w, id: w.storeId })) };
  const openCell = (r: RaRecord) => (
    <Button size="small" onClick={() => setOpen(String(r.txnId))} aria-label={translate(`${W}.open`, { id: r.txnId })}>
      {String(r.txnId)}
    </Button>
  );
  return (
    <>
      <Section title={`${W}.balance_section`}>
        <ReadTable label={`${W}.balance_section`} read={rows} columns={BALANCE_COLUMNS} />
      </Section>
      <Section title={`${W}.txns_section`}>
        <EntityListTab
          resource="m360-wallet-txns"
          filter={{ merchantId: entityId }}
          empty={`${W}.empty`}
          label={`${W}.txns_section`}
        >
          <DataTable.Col label={`${W}.txn_id`} render={openCell} />
          <DataTable.Col label={`${W}.txn_time`} render={time('txnTime')} />
          <DataTable.Col label={`${W}.store_id`} render={text('storeId')} />
          <DataTable.Col label={`${W}.txn_type`} render={text('txnType')} />
          <DataTable.Col label={`${W}.indicator`} render={text('txnIndicator')} />
          <DataTable.Col label={`${W}.amount`} render={money('amount')} />
          <DataTable.Col label={`${W}.balance_after`} render={money('balance')} />
          <DataTable.Col label={`${W}.status`} render={status()} />
        </EntityListTab>
      </Section>
      {open !== null && <TxnDetail merchantId={entityId} txnId={open} onClose={() => setOpen(null)} />}
    </>
  );
}
