import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MUTUAL_FUNDS } from '../../../contract/bindings';
import { formatDateTime, formatInr } from '../../format';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import { useOpsQuery, type Paged } from './ops-hooks';
import { SimpleTable } from './SimpleTable';

interface MutualFundHolding {
  id: number;
  scheme: string;
  accountNo: string;
  holderName: string;
  units: number;
  invested: number;
  currentValue: number;
  updatedAt: number;
}

/** /mutual-fund (spec §2.3, §6 CAN_VIEW_MUTUAL_FUND_DETAILS): mutual fund holdings, read-only, 20 a page. */
export default function MutualFundPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const list = useOpsQuery<Paged<MutualFundHolding>>(MUTUAL_FUNDS.name, [page], (p) =>
    p.getMutualFunds(MUTUAL_FUNDS.name, { page, limit: 20 }),
  );
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('investments.mutual_fund.title')}
      </Typography>
      <QueryState query={list} isEmpty={(p) => p.content.length === 0}>
        {(holdings) => (
          <SimpleTable
            rows={holdings.content}
            label="investments.mutual_fund.title"
            columns={[
              { label: 'investments.mutual_fund.scheme', render: (h) => h.scheme },
              { label: 'investments.accounts.account_no', render: (h) => h.accountNo },
              { label: 'investments.accounts.holder', render: (h) => h.holderName },
              { label: 'investments.accounts.units', render: (h) => String(h.units) },
              { label: 'investments.accounts.invested', render: (h) => formatInr(h.invested) },
              { label: 'investments.accounts.current_value', render: (h) => formatInr(h.currentValue) },
              { label: 'investments.accounts.date', render: (h) => formatDateTime(h.updatedAt) },
            ]}
          />
        )}
      </QueryState>
      {list.data && list.data.totalPages > 1 && (
        <PagePager page={page} pages={list.data.totalPages} onChange={setPage} />
      )}
    </Box>
  );
}
