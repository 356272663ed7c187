import { useState } from 'react';
import { Alert, Button, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  CASE_STATUSES,
  CASE_STATUS_LABELS,
  DISPUTE_MESSAGES,
  type CaseStatus,
  type DisputeProduct,
} from '../../../contract/disputes/rules';
import { DISPUTE_CASES } from '../../../dataProviders/chargeback/disputes';
import { ProductSelect } from './ProductSelect';
import { DisputesPage } from './DisputesPage';
import { useDisputesProvider } from './provider';
import { disputeAlertsPage } from './index';
import { useDisputeAccess } from './useProducts';
import { useLiveQueue } from '../../common/live/useLiveQueue';
import { LiveIndicator } from '../../common/live/LiveNotes';
import { filtersFromUrl } from '../../common/filtered-pages';
import { CaseTable } from './CaseTable';

function DisputeCases() {
  const translate = useTranslate();
  const provider = useDisputesProvider();
  const [params] = useSearchParams();
  const { products, isPending } = useDisputeAccess(disputeAlertsPage);
  const [chosen, setChosen] = useState<DisputeProduct | null>((params.get('product') as DisputeProduct | null) ?? null);
  // A quick-summary tile opens the list on its status (?status=Processing); the New tab otherwise.
  const [status, setStatus] = useState<CaseStatus>(
    () => (filtersFromUrl(params, { status: CASE_STATUSES }).status as CaseStatus | undefined) ?? 'INIT',
  );
  const [typed, setTyped] = useState(params.get('search') ?? '');
  const [search, setSearch] = useState(params.get('search') ?? '');
  // The quick summary's SLA tile: only cases open past a week (the server's rule), until the user shows them all.
  const [overdue, setOverdue] = useState(params.get('overdue') === 'true');
  const product = chosen && products.includes(chosen) ? chosen : products[0];
  const live = useLiveQueue('disputes', [[DISPUTE_CASES], ['dispute-counts']]);
  const counts = useQuery({
    queryKey: ['dispute-counts', product, search, overdue],
    enabled: Boolean(product),
    queryFn: () =>
      provider.getDisputeCases({
        sourceProduct: product,
        limit: 1,
        ...(search ? { paymentTransactionId: search } : {}),
        ...(overdue ? { overdue: true } : {}),
      }),
  });
  if (isPending) return null;
  if (!product) return <Alert severity="error">{DISPUTE_MESSAGES.notAuthorized}</Alert>;
  const showAll = (
    <Button color="inherit" size="small" onClick={() => setOverdue(false)}>
      {translate('disputes.overdue_show_all')}
    </Button>
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <ProductSelect products={products} value={product} onChange={setChosen} />
        <LiveIndicator status={live} />
        <TextField
          size="small"
          label={translate('disputes.search_case')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setSearch(typed.trim());
          }}
          sx={{ minWidth: 320 }}
        />
      </Stack>
      <Tabs value={status} onChange={(_, s: CaseStatus) => setStatus(s)} aria-label={translate('disputes.cases_title')}>
        {CASE_STATUSES.map((s) => (
          <Tab key={s} value={s} label={`${CASE_STATUS_LABELS[s]} (${counts.data?.counts[s] ?? 0})`} />
        ))}
      </Tabs>
      {overdue && (
        <Alert severity="info" action={showAll}>
          {translate('disputes.overdue_only')}
        </Alert>
      )}
      <CaseTable product={product} status={status} search={search} overdue={overdue} />
    </Stack>
  );
}

/** /alerts/dispute (Alerts): the chargeback case list and review (spec §2.9). */
export default function DisputeCasesPage() {
  return (
    <DisputesPage title="disputes.alerts_title">
      <DisputeCases />
    </DisputesPage>
  );
}
