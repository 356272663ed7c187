import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, FunctionField, ListBase, useListContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  CASE_STATUSES,
  CASE_STATUS_LABELS,
  DISPUTE_MESSAGES,
  type CaseStatus,
  type DisputeProduct,
} from '../../../contract/disputes/rules';
import { DISPUTE_CASES } from '../../../dataProviders/chargeback/disputes';
import { EmptyList } from '../../common/EmptyList';
import { formatDateTime, formatInr } from '../../format';
import { ProductSelect } from './ProductSelect';
import type { ProofRef } from './ProofPreview';
import { DisputesPage } from './DisputesPage';
import { useDisputesProvider } from './provider';
import { ReviewPanel, type CaseRow } from './ReviewPanel';
import { disputeAlertsPage } from './index';
import { useDisputeAccess } from './useProducts';
import { ListPagination } from '../../common/ListPagination';
import { LIST_PAGE_SIZE } from '../../../contract/schema';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';
import { CaseKeys, type CaseChoice } from './CaseKeys';
import { useLiveQueue } from '../../common/live/useLiveQueue';
import { useViewers, useViewing } from '../../common/live/usePresence';
import { BeingReviewed, LiveIndicator } from '../../common/live/LiveNotes';
import { ScrollRegion } from '../../common/ScrollRegion';
import { filtersFromUrl } from '../../common/filtered-pages';

type Row = CaseRow & { createdAt: number };

/** pdf.js and react-pdf load only when a proof is opened, not with the case list. */
const LazyProofPreview = lazy(() => import('./ProofPreview'));
function ProofPreview(props: { proof: ProofRef; product: DisputeProduct }) {
  return (
    <Suspense fallback={<CircularProgress size={24} />}>
      <LazyProofPreview {...props} />
    </Suspense>
  );
}

function ListError() {
  const { error } = useListContext();
  return error ? <Alert severity="error">{error.message}</Alert> : null;
}

/** The review split view: the proof on one side, the decision on the other (spec §2.9, §4). */
function ReviewDialog({
  id,
  product,
  onClose,
  onOpen,
}: {
  id: number | null;
  product: DisputeProduct;
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data } = useListContext<Row>();
  const rows = data ?? [];
  const index = rows.findIndex((r) => r.id === id);
  const row = index >= 0 ? rows[index] : undefined;
  const next = index >= 0 ? rows[index + 1] : undefined;
  const [proof, setProof] = useState(0);
  const viewers = useViewers('dispute');
  useViewing('dispute', row ? row.id : null);
  if (id === null || !row) return null;
  const done = (openNext: boolean) => {
    // Only this page's lists and counts: react-admin's refresh() would refetch everything, access checks included.
    void queryClient.invalidateQueries({ queryKey: ['dispute-counts'] });
    void queryClient.invalidateQueries({ queryKey: [DISPUTE_CASES] });
    if (openNext && next) onOpen(next.id);
    else onClose();
  };
  const shown = row.proofs[proof] ?? row.proofs[0];
  return (
    <Dialog open fullWidth maxWidth="xl" onClose={onClose} aria-labelledby="review-title">
      <DialogTitle id="review-title">
        {translate('disputes.review_title', { id: row.id })}
        <IconButton
          aria-label={translate('ra.action.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <BeingReviewed names={viewers.get(row.id)} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box
            sx={{
              flex: 1,
              minWidth: 0,
              maxHeight: '75vh',
              overflow: 'auto',
              borderRight: { md: 1 },
              borderColor: 'divider',
              pr: 2,
            }}
          >
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              {row.proofs.map((p, i) => (
                <Button
                  key={p.id}
                  size="small"
                  variant={i === proof ? 'contained' : 'outlined'}
                  onClick={() => setProof(i)}
                >
                  {translate(`disputes.proof_type.${p.proofType}`)}
                </Button>
              ))}
            </Stack>
            {shown ? (
              <ProofPreview key={shown.id} proof={shown} product={product} />
            ) : (
              <Typography>{translate('disputes.no_proof')}</Typography>
            )}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ReviewPanel key={row.id} row={row} product={product} hasNext={Boolean(next)} onDone={done} />
          </Box>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

/** The PDF preview modal of the case list (spec §2.9). */
function PreviewDialog({
  proof,
  product,
  onClose,
}: {
  proof: ProofRef | null;
  product: DisputeProduct;
  onClose: () => void;
}) {
  const translate = useTranslate();
  if (!proof) return null;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="preview-title">
      <ClosableDialogTitle id="preview-title" onClose={onClose}>
        {translate('disputes.preview_title')}
      </ClosableDialogTitle>
      <DialogContent>
        <ProofPreview proof={proof} product={product} />
      </DialogContent>
    </Dialog>
  );
}

function CaseTable({
  product,
  status,
  search,
  overdue,
}: {
  product: DisputeProduct;
  status: CaseStatus;
  search: string;
  overdue: boolean;
}) {
  const translate = useTranslate();
  const [reviewing, setReviewing] = useState<number | null>(null);
  const [preview, setPreview] = useState<ProofRef | null>(null);
  const [choice, setChoice] = useState<CaseChoice>({ id: null, index: 0 });
  const viewers = useViewers('dispute');
  const review = (id: number | null) => {
    setReviewing(id);
    if (id !== null) setChoice((c) => ({ ...c, id }));
  };
  return (
    <ListBase
      exporter={false}
      resource={DISPUTE_CASES}
      filter={{
        sourceProduct: product,
        status,
        ...(search ? { paymentTransactionId: search } : {}),
        ...(overdue ? { overdue: true } : {}),
      }}
      perPage={LIST_PAGE_SIZE}
      disableSyncWithLocation
      disableAuthentication
    >
      <ListError />
      <CaseKeys choice={choice} onChoose={setChoice} onReview={review} onPreview={setPreview} />
      <ScrollRegion>
        <DataTable
          rowClick={false}
          rowSx={(r) => (r.id === choice.id ? { bgcolor: 'action.selected' } : {})}
          bulkActionButtons={false}
          empty={<EmptyList />}
          aria-label={translate('disputes.cases_title')}
        >
          <DataTable.Col source="id" label="disputes.case_id" disableSort />
          <DataTable.Col source="paymentTransactionId" label="disputes.col.payment_transaction_id" disableSort />
          <DataTable.Col source="merchantId" label="disputes.col.merchant_id" disableSort />
          <DataTable.Col source="disputeCategory" label="disputes.category" disableSort />
          <DataTable.Col label="disputes.amount" disableSort>
            <FunctionField<Row> render={(r) => formatInr(r.disputeAmount)} />
          </DataTable.Col>
          <DataTable.Col source="raisedBy" label="disputes.raised_by" disableSort />
          <DataTable.Col label="disputes.created" disableSort>
            <FunctionField<Row> render={(r) => formatDateTime(r.createdAt, 'seconds')} />
          </DataTable.Col>
          <DataTable.Col label="disputes.proofs" disableSort>
            <FunctionField<Row>
              render={(r) =>
                r.proofs.map((p) => (
                  <Button key={p.id} size="small" onClick={() => setPreview(p)}>
                    {translate('disputes.preview_action', { name: p.fileName })}
                  </Button>
                ))
              }
            />
          </DataTable.Col>
          <DataTable.Col label="disputes.col.action" disableSort>
            <FunctionField<Row>
              render={(r) => (
                <Stack direction="row" spacing={1} alignItems="center">
                  <Button size="small" variant="outlined" onClick={() => review(r.id)}>
                    {translate('disputes.review_action')}
                  </Button>
                  <BeingReviewed names={viewers.get(r.id)} compact />
                </Stack>
              )}
            />
          </DataTable.Col>
        </DataTable>
      </ScrollRegion>
      <ListPagination />
      <ReviewDialog id={reviewing} product={product} onClose={() => review(null)} onOpen={review} />
      <PreviewDialog proof={preview} product={product} onClose={() => setPreview(null)} />
    </ListBase>
  );
}

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
