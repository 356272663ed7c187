import { useState } from 'react';
import { Box, Button, Paper, TableContainer, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { STUCK_HOURS } from '../../../contract/bp-resume/calls';
import {
  listJourneySteps,
  listStuckJourneys,
  resumeJourney,
  type BpFilters,
  type BpJourney,
  type BpJourneyStep,
} from '../../../dataProviders/crm/bp-journeys';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { FilterForm, FilterSelect } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { PagedColumnTable } from '../../common/PagedColumnTable';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime } from '../../format';
import { partOf } from '../types';
import { resumeSummary } from './resume-summary';

const T = 'others.bp';
const KEY = 'bp-journeys';

function BpFilterForm({ onApply }: { onApply(f: BpFilters): void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<BpFilters>({});
  const set = (key: keyof BpFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <FilterForm label={`${T}.filters`} apply={`${T}.apply`} onSubmit={() => onApply(draft)}>
      <FilterSelect
        label={translate(`${T}.state`)}
        any={`${T}.any`}
        value={draft.state ?? ''}
        options={(['FAILED', 'IN_PROGRESS'] as const).map((s) => ({ value: s, label: translate(`${T}.states.${s}`) }))}
        onChange={set('state')}
      />
      <TextField
        size="small"
        label={translate(`${T}.merchant`)}
        value={draft.merchantId ?? ''}
        onChange={(e) => set('merchantId')(e.target.value)}
      />
      <TextField
        size="small"
        type="number"
        label={translate(`${T}.stuck_hours`)}
        placeholder={String(STUCK_HOURS)}
        value={draft.stuckHours ?? ''}
        onChange={(e) => set('stuckHours')(e.target.value)}
      />
    </FilterForm>
  );
}

const STEP_COLUMNS: readonly TableColumn<BpJourneyStep>[] = [
  { label: `${T}.step`, render: (s) => s.step },
  { label: `${T}.outcome`, render: (s) => <StatusChip status={s.outcome} /> },
  { label: `${T}.detail`, render: (s) => s.detail ?? '' },
  { label: `${T}.actor`, render: (s) => s.actor ?? '' },
  { label: `${T}.at`, render: (s) => formatDateTime(s.at) },
];

function Steps({ journey }: { journey: BpJourney }) {
  const translate = useTranslate();
  const steps = useQuery({
    queryKey: [KEY, 'steps', journey.id, journey.version],
    queryFn: ({ signal }) => listJourneySteps(journey.id, signal),
  });
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="section"
      aria-label={translate(`${T}.steps_title`, { id: journey.id })}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${T}.steps_title`, { id: journey.id })}
      </Typography>
      <QueryState query={steps} items={`${T}.steps_items`}>
        {(rows) => (
          <TableContainer>
            <ColumnTable label={`${T}.steps_table`} rows={rows} columns={STEP_COLUMNS} />
          </TableContainer>
        )}
      </QueryState>
    </Paper>
  );
}

/**
 * /bp-resume (spec §2.3 Other, exact; issue 46 item 5): merchant-onboarding journeys stuck (not completed, no step for
 * the hours asked, 24 by default), oldest first; a journey's steps; a FAILED one resumed from its failed step (the
 * server moves it on once; confirmed with remarks, audited).
 */
export default function BpResumePage() {
  const translate = useTranslate();
  const { canAccess: canResume } = useCanAccess({
    resource: partOf({ name: 'bp-resume' }, 'resume'),
    action: 'access',
  });
  const list = useFilteredPages<BpFilters, { content: BpJourney[]; totalElements: number }>(
    KEY,
    listStuckJourneys,
    20,
    {},
  );
  const [shown, setShown] = useState<BpJourney | null>(null);
  const [resuming, setResuming] = useState<BpJourney | null>(null);
  const resume = useChangeMutation({
    call: ({ j, remarks }: { j: BpJourney; remarks: string }, key: string) => resumeJourney(j, remarks, key),
    success: (r) => translate(`${T}.resumed`, { id: r.data.id, merchantId: r.data.merchantId }),
    failure: `${T}.failed`,
    refresh: [[KEY]],
    done: () => {
      setResuming(null);
      setShown(null);
    },
  });
  const columns: TableColumn<BpJourney>[] = [
    { label: `${T}.journey`, render: (j) => `#${j.id}` },
    { label: `${T}.merchant`, render: (j) => j.merchantId },
    { label: `${T}.step`, render: (j) => translate(`${T}.steps.${j.step}`, { _: j.step }) },
    { label: `${T}.state`, render: (j) => <StatusChip status={translate(`${T}.states.${j.state}`)} /> },
    { label: `${T}.failure`, render: (j) => j.failure ?? '' },
    { label: `${T}.last_step`, render: (j) => formatDateTime(j.lastStepAt) },
    {
      label: `${T}.action`,
      render: (j) => (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" aria-label={translate(`${T}.show_label`, { id: j.id })} onClick={() => setShown(j)}>
            {translate(`${T}.show`)}
          </Button>
          {canResume && j.state === 'FAILED' && (
            <Button
              size="small"
              variant="outlined"
              aria-label={translate(`${T}.resume_label`, { id: j.id, merchantId: j.merchantId })}
              onClick={() => setResuming(j)}
            >
              {translate(`${T}.resume`)}
            </Button>
          )}
        </Box>
      ),
    },
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('others.bp_resume_title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`, { hours: STUCK_HOURS })}</Typography>
      <BpFilterForm onApply={list.apply} />
      {shown && <Steps journey={shown} />}
      <PagedColumnTable list={list} label={`${T}.table`} items={`${T}.items`} columns={columns} />
      <RemarksDialog
        open={resuming !== null}
        title={`${T}.confirm_title`}
        titleArgs={{ id: resuming?.id }}
        confirmLabel={`${T}.resume`}
        busy={resume.isPending}
        summary={resuming ? resumeSummary(resuming, translate) : undefined}
        onCancel={() => setResuming(null)}
        onConfirm={(remarks) => resuming && resume.mutate({ j: resuming, remarks })}
      />
    </Box>
  );
}
