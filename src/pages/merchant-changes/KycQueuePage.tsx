import { lazy, Suspense, useState } from 'react';
import { Box, Button, CircularProgress, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { Route, Routes } from 'react-router-dom';
import { DataTable, useBasename, useTranslate } from 'react-admin';
import { KYC_CASE_STATUSES, type KycQueue } from '../../../contract/merchant-changes/kyc-values';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, orNotAvailable } from '../../format';
import { KycAssignDialog, KYC_LOAD_QUERY, type AssignableCase } from './KycAssignDialog';
import { ReviewerLoad } from './ReviewerLoad';
import { RequestTable } from './RequestTable';
import { StatusTabs } from './StatusTabs';
import { useLiveQueue } from '../../common/live/useLiveQueue';
import { useViewers } from '../../common/live/usePresence';
import { BeingReviewed, LiveIndicator } from '../../common/live/LiveNotes';

/** What the KYC screens read, read again when the KYC queue changes (the list and an open case). */
const KYC_QUERIES = [['merchant-kyc-cases'], ['kyc-case'], [KYC_LOAD_QUERY]] as const;

/** The case view loads pdf.js: its own chunk, so the queue paints without it. */
const KycCaseDetail = lazy(() => import('./KycCaseDetail').then((m) => ({ default: m.KycCaseDetail })));

const TABS = [...KYC_CASE_STATUSES, ''] as const;
type Tab = (typeof TABS)[number];
type Row = AssignableCase & {
  merchantId: string;
  merchantName: string;
  queue: string;
  status: string;
  assigneeEmail: string | null;
  createdAt: number;
};

/** A KYC queue by status; reviewers may narrow it to their cases; the admin assigns. */
function KycQueueList({ queue, admin, base }: { queue?: KycQueue; admin: boolean; base: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [tab, setTab] = useState<Tab>(admin ? 'PENDING' : 'ASSIGNED');
  const [mine, setMine] = useState(!admin);
  const [assigning, setAssigning] = useState<AssignableCase | null>(null);
  const viewers = useViewers('kyc-case');
  const filter = { ...(queue ? { queue } : {}), ...(tab ? { status: tab } : {}), ...(mine ? { mine: 'true' } : {}) };
  return (
    <Box>
      <StatusTabs<Tab> tabs={TABS} value={tab} onChange={setTab} label="merchantChanges.status.label" />
      {!admin && (
        <FormControlLabel
          control={<Switch checked={mine} onChange={(e) => setMine(e.target.checked)} />}
          label={translate('merchantChanges.kyc.mine')}
        />
      )}
      <RequestTable
        resource="merchant-kyc-cases"
        title={
          admin
            ? 'merchantChanges.kyc.admin_title'
            : queue === 'MANUAL'
              ? 'merchantChanges.kyc.manual_title'
              : 'merchantChanges.kyc.central_title'
        }
        filter={filter}
        rowClick={(id) => `${basename}${base}/case/${id}`}
      >
        <DataTable.Col source="id" label="merchantChanges.kyc.columns.id" disableSort />
        <DataTable.Col source="merchantId" label="merchantChanges.kyc.columns.merchant" disableSort />
        <DataTable.Col source="merchantName" label="merchantChanges.kyc.columns.name" disableSort />
        <DataTable.Col source="queue" label="merchantChanges.kyc.columns.queue" disableSort />
        <DataTable.Col
          label="merchantChanges.kyc.columns.status"
          disableSort
          render={(r: Row) => (
            <Stack direction="row" spacing={1} alignItems="center">
              <StatusChip status={r.status} />
              <BeingReviewed names={viewers.get(Number(r.id))} compact />
            </Stack>
          )}
        />
        <DataTable.Col
          label="merchantChanges.kyc.columns.assignee"
          disableSort
          render={(r: Row) => orNotAvailable(r.assigneeEmail)}
        />
        <DataTable.Col
          label="merchantChanges.kyc.columns.created"
          disableSort
          render={(r: Row) => formatDateTime(r.createdAt)}
        />
        {admin && (
          <DataTable.Col
            label="merchantChanges.kyc.assign"
            disableSort
            render={(r: Row) => (
              <Button
                size="small"
                variant="outlined"
                disabled={r.status !== 'PENDING' && r.status !== 'ASSIGNED'}
                onClick={(e) => {
                  e.stopPropagation();
                  setAssigning(r);
                }}
              >
                {translate('merchantChanges.kyc.assign')}
              </Button>
            )}
          />
        )}
      </RequestTable>
      <KycAssignDialog kase={assigning} onClose={() => setAssigning(null)} />
    </Box>
  );
}

function KycPage({
  queue,
  admin,
  base,
  title,
  load = false,
}: {
  queue?: KycQueue;
  admin: boolean;
  base: string;
  title: string;
  /** Show the reviewers' load above the queue (/assign-kyc). */
  load?: boolean;
}) {
  const translate = useTranslate();
  const live = useLiveQueue('kyc', KYC_QUERIES);
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1">
          {translate(title)}
        </Typography>
        <LiveIndicator status={live} />
      </Stack>
      <Routes>
        <Route
          index
          element={
            <>
              {load && <ReviewerLoad />}
              <KycQueueList queue={queue} admin={admin} base={base} />
            </>
          }
        />
        <Route
          path="case/:id"
          element={
            <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
              <KycCaseDetail back={base} />
            </Suspense>
          }
        />
      </Routes>
    </Box>
  );
}

export const CentralKycPage = () => (
  <KycPage queue="CENTRAL" admin={false} base="/merchantkyc/central-kyc" title="merchantChanges.kyc.central_title" />
);
export const ManualKycPage = () => (
  <KycPage queue="MANUAL" admin={false} base="/merchantkyc/manual-kyc" title="merchantChanges.kyc.manual_title" />
);
export const ManualKycAdminPage = () => (
  <KycPage admin base="/merchantkyc/manual-kyc/admin" title="merchantChanges.kyc.admin_title" />
);
/** /assign-kyc: the reviewers' load, then every queue's cases waiting for one, assigned from the row. */
export const AssignKycPage = () => (
  <KycPage admin load base="/assign-kyc" title="merchantChanges.kyc.assign_desk_title" />
);
export default CentralKycPage;
