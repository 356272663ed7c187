import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Paper, Stack, TableContainer, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CPV_AGE_FILTERS, CPV_OPEN_STATES } from '../../../contract/cpv/calls';
import { listCpvAgents, listCpvVisits, type CpvVisit, type CpvVisitFilters } from '../../../dataProviders/crm/cpv';
import { ColumnTable } from '../../common/ColumnTable';
import { FilterForm, FilterSelect } from '../../common/FilterForm';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime } from '../../format';
import { CPV_AGENTS_QUERY } from './AgentDialog';
import { merchantOf } from './cpv-summaries';
import { CPV_VISITS_QUERY, VisitDialog, type VisitAction } from './VisitDialogs';

const PAGE_SIZE = 20;

/** Each active agent and the visits they hold, least loaded first: where the next visit has room. */
function AgentLoad() {
  const translate = useTranslate();
  const agents = useQuery({ queryKey: [CPV_AGENTS_QUERY], queryFn: ({ signal }) => listCpvAgents(signal) });
  const titleId = 'cpv-agent-load';
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ py: 1 }}>
        {translate('cpv.assign.load_title')}
      </Typography>
      <QueryState
        query={agents}
        failed="cpv.assign.load_failed"
        isEmpty={(rows) => rows.every((a) => !a.active)}
        emptyMessage="cpv.assign.load_none"
      >
        {(rows) => (
          <TableContainer component={Paper} variant="outlined" sx={{ mb: 3, maxWidth: 900 }}>
            <ColumnTable
              label="cpv.assign.load_title"
              rows={rows.filter((a) => a.active).sort((a, b) => a.open - b.open || a.name.localeCompare(b.name))}
              columns={[
                { label: 'cpv.f.agent', render: (a) => a.name },
                { label: 'cpv.f.city', render: (a) => a.city },
                { label: 'cpv.f.pincodes', render: (a) => a.pincodes.join(', ') },
                { label: 'cpv.f.open', render: (a) => a.open },
              ]}
            />
          </TableContainer>
        )}
      </QueryState>
    </section>
  );
}

/** The filters: state (the open ones by default), city, how long a visit has waited. */
function VisitFilters({ onApply }: { onApply(f: CpvVisitFilters): void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<CpvVisitFilters>({});
  const set = (key: keyof CpvVisitFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <FilterForm label="cpv.assign.filters" apply="cpv.apply" onSubmit={() => onApply(draft)}>
      <FilterSelect
        label={translate('cpv.f.status')}
        any="cpv.any"
        value={draft.status ?? ''}
        options={CPV_OPEN_STATES.map((s) => ({ value: s, label: translate(`cpv.state.${s}`) }))}
        onChange={set('status')}
      />
      <TextField
        size="small"
        label={translate('cpv.f.city')}
        value={draft.city ?? ''}
        onChange={(e) => set('city')(e.target.value)}
      />
      <FilterSelect
        label={translate('cpv.f.age')}
        any="cpv.any"
        value={draft.minAgeDays ?? ''}
        options={CPV_AGE_FILTERS.map((d) => ({
          value: String(d),
          label: translate('cpv.age_days', { smart_count: d }),
        }))}
        onChange={set('minAgeDays')}
      />
    </FilterForm>
  );
}

/** A visit's actions: assign (or reassign) while open, record the outcome once assigned, cancel while open. */
function VisitActions({ visit, onOpen }: { visit: CpvVisit; onOpen(action: VisitAction): void }) {
  const translate = useTranslate();
  const merchant = merchantOf(visit);
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="outlined"
        aria-label={translate('cpv.assign.assign_named', { merchant })}
        onClick={() => onOpen('assign')}
      >
        {translate(visit.status === 'ASSIGNED' ? 'cpv.assign.reassign' : 'cpv.assign.assign')}
      </Button>
      {visit.status === 'ASSIGNED' && (
        <Button
          size="small"
          aria-label={translate('cpv.assign.record_named', { merchant })}
          onClick={() => onOpen('outcome')}
        >
          {translate('cpv.assign.record')}
        </Button>
      )}
      <Button
        size="small"
        color="error"
        aria-label={translate('cpv.assign.cancel_named', { merchant })}
        onClick={() => onOpen('cancel')}
      >
        {translate('cpv.assign.cancel_visit')}
      </Button>
    </Stack>
  );
}

/**
 * /assign-cpv (the spec names the route only; issue 43 item 6), modelled on /assign-kyc: each agent's load first, then
 * the merchants awaiting a CPV visit, longest waiting first, filtered by state, city and age; a visit is assigned to
 * an active agent serving its pincode for a date from today, its outcome recorded, or cancelled.
 */
export default function AssignCpvPage() {
  const translate = useTranslate();
  const [filters, setFilters] = useState<CpvVisitFilters>({});
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<{ visit: CpvVisit; action: VisitAction } | null>(null);
  const visits = useQuery({
    queryKey: [CPV_VISITS_QUERY, filters, page],
    queryFn: ({ signal }) => listCpvVisits(filters, page, PAGE_SIZE, signal),
    placeholderData: (previous) => previous,
  });
  const pages = Math.max(1, Math.ceil((visits.data?.totalElements ?? 0) / PAGE_SIZE));
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('cpv.assign_title')}
      </Typography>
      <AgentLoad />
      <Typography variant="h6" component="h2" sx={{ py: 1 }}>
        {translate('cpv.assign.queue')}
      </Typography>
      <VisitFilters
        onApply={(f) => {
          setFilters(f);
          setPage(0);
        }}
      />
      <QueryState query={visits} isEmpty={(d) => d.content.length === 0} items="cpv.assign.items">
        {(data) => (
          <>
            <TableContainer component={Paper} variant="outlined">
              <ColumnTable
                label="cpv.assign.queue"
                rows={data.content}
                columns={[
                  { label: 'cpv.f.merchant', render: (v) => merchantOf(v) },
                  { label: 'cpv.f.city', render: (v) => v.city },
                  { label: 'cpv.f.pincode', render: (v) => v.pincode },
                  { label: 'cpv.f.requested_at', render: (v) => formatDateTime(v.requestedAt) },
                  { label: 'cpv.f.status', render: (v) => <StatusChip status={translate(`cpv.state.${v.status}`)} /> },
                  { label: 'cpv.f.agent', render: (v) => v.agentName ?? translate('cpv.na') },
                  { label: 'cpv.f.scheduled_for', render: (v) => v.scheduledFor ?? translate('cpv.na') },
                  {
                    label: 'cpv.f.actions',
                    render: (v) => <VisitActions visit={v} onOpen={(action) => setOpen({ visit: v, action })} />,
                  },
                ]}
              />
            </TableContainer>
            <PagePager page={page + 1} pages={pages} onChange={(p) => setPage(p - 1)} />
          </>
        )}
      </QueryState>
      {open && <VisitDialog open={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
