import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { Route, Routes } from 'react-router-dom';
import { DataTable, useBasename, useTranslate } from 'react-admin';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, orNotAvailable } from '../../format';
import { BankChangeDetail } from './BankChangeDetail';
import { RequestTable } from './RequestTable';
import { REQUEST_TABS, StatusTabs, type RequestTab } from './StatusTabs';

type Row = {
  id: number;
  merchantId: string;
  proposed: Record<string, unknown>;
  previous: Record<string, unknown> | null;
  makerEmail: string;
  createdAt: number;
  status: string;
};

/** /bank-change and /bank-change-loan: the change requests of settlement or loan accounts, by status; and their detail. */
function BankChangeList({ purpose, base }: { purpose: 'SETTLEMENT' | 'LOAN'; base: string }) {
  const [tab, setTab] = useState<RequestTab>('PENDING');
  const basename = useBasename();
  const isLoan = purpose === 'LOAN';
  return (
    <Box>
      <StatusTabs<RequestTab> tabs={REQUEST_TABS} value={tab} onChange={setTab} label="merchantChanges.status.label" />
      <RequestTable
        resource="bank-change-requests"
        title={isLoan ? 'merchantChanges.bank.loan_list_title' : 'merchantChanges.bank.list_title'}
        filter={{ purpose, ...(tab ? { status: tab } : {}) }}
        rowClick={(id, record) => `${basename}${base}/bank-change-detail/${id}/${String(record.merchantId)}/${isLoan}`}
      >
        <DataTable.Col source="id" label="merchantChanges.bank.columns.id" disableSort />
        <DataTable.Col source="merchantId" label="merchantChanges.bank.columns.merchant" disableSort />
        <DataTable.Col
          label="merchantChanges.bank.columns.old"
          disableSort
          render={(r: Row) => orNotAvailable(r.previous?.label)}
        />
        <DataTable.Col
          label="merchantChanges.bank.columns.new"
          disableSort
          render={(r: Row) => String(r.proposed.label)}
        />
        <DataTable.Col
          label="merchantChanges.bank.columns.score"
          disableSort
          render={(r: Row) => orNotAvailable(r.proposed.matchScore)}
        />
        <DataTable.Col source="makerEmail" label="merchantChanges.bank.columns.maker" disableSort />
        <DataTable.Col
          label="merchantChanges.bank.columns.raised"
          disableSort
          render={(r: Row) => formatDateTime(r.createdAt)}
        />
        <DataTable.Col
          label="merchantChanges.bank.columns.status"
          disableSort
          render={(r: Row) => <StatusChip status={r.status} />}
        />
      </RequestTable>
    </Box>
  );
}

export function BankChangePage({ purpose }: { purpose: 'SETTLEMENT' | 'LOAN' }) {
  const translate = useTranslate();
  const base = purpose === 'LOAN' ? '/bank-change-loan' : '/bank-change';
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(purpose === 'LOAN' ? 'merchantChanges.bank.loan_list_title' : 'merchantChanges.bank.list_title')}
      </Typography>
      <Routes>
        <Route index element={<BankChangeList purpose={purpose} base={base} />} />
        <Route
          path="bank-change-detail/:id?/:merchant_id?/:isLoanType?"
          element={<BankChangeDetail listPath={base} />}
        />
      </Routes>
    </Box>
  );
}

export const SettlementBankChangePage = () => <BankChangePage purpose="SETTLEMENT" />;
export const LoanBankChangePage = () => <BankChangePage purpose="LOAN" />;
export default SettlementBankChangePage;
