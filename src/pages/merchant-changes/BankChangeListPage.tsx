import { Box, Typography } from '@mui/material';
import { Route, Routes } from 'react-router-dom';
import { DataTable, useBasename, useTranslate } from 'react-admin';
import { orNotAvailable } from '../../format';
import { BankChangeDetail } from './BankChangeDetail';
import { RequestQueue, type QueueLabels, type QueueRow } from './RequestQueue';

const LABELS: QueueLabels = {
  id: 'merchantChanges.bank.columns.id',
  merchant: 'merchantChanges.bank.columns.merchant',
  maker: 'merchantChanges.bank.columns.maker',
  created: 'merchantChanges.bank.columns.raised',
  status: 'merchantChanges.bank.columns.status',
};

/** /bank-change and /bank-change-loan: the change requests of settlement or loan accounts, by status; and their detail. */
function BankChangeList({ purpose, base }: { purpose: 'SETTLEMENT' | 'LOAN'; base: string }) {
  const basename = useBasename();
  const isLoan = purpose === 'LOAN';
  return (
    <RequestQueue
      resource="bank-change-requests"
      title={isLoan ? 'merchantChanges.bank.loan_list_title' : 'merchantChanges.bank.list_title'}
      filter={{ purpose }}
      rowClick={(id, record) => `${basename}${base}/bank-change-detail/${id}/${String(record.merchantId)}/${isLoan}`}
      labels={LABELS}
    >
      <DataTable.Col
        label="merchantChanges.bank.columns.old"
        disableSort
        render={(r: QueueRow) => orNotAvailable(r.previous?.label)}
      />
      <DataTable.Col
        label="merchantChanges.bank.columns.new"
        disableSort
        render={(r: QueueRow) => String(r.proposed.label)}
      />
      <DataTable.Col
        label="merchantChanges.bank.columns.score"
        disableSort
        render={(r: QueueRow) => orNotAvailable(r.proposed.matchScore)}
      />
    </RequestQueue>
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
