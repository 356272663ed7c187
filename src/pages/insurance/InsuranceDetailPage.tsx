import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Paper, Stack, TableContainer, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lookupPolicies, type InsuranceClaim, type InsurancePolicy } from '../../../dataProviders/crm/insurance';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { FilterForm } from '../../common/FilterForm';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';

const T = 'insurance';

type ClaimRow = InsuranceClaim & { id: string };

const CLAIM_COLUMNS: TableColumn<ClaimRow>[] = [
  { label: `${T}.fields.claim_id`, render: (c) => c.claimId },
  { label: `${T}.fields.status`, render: (c) => <StatusChip status={c.status} /> },
  { label: `${T}.fields.amount`, render: (c) => formatInr(c.amount) },
  { label: `${T}.fields.reason`, render: (c) => c.reason },
  { label: `${T}.fields.filed_at`, render: (c) => formatDateTime(c.filedAt) },
  { label: `${T}.fields.settled_at`, render: (c) => orNotAvailable(c.settledAt && formatDateTime(c.settledAt)) },
];

/** One policy: what was bought, from whom, for how much and how long, and its claims. */
function PolicyCard({ policy }: { policy: InsurancePolicy }) {
  const translate = useTranslate();
  const facts: [string, string][] = [
    ['plan', `${policy.planName} (${policy.planCode})`],
    ['insurer', policy.insurer],
    ['consumer_id', String(policy.consumerId)],
    ['premium', formatInr(policy.premium)],
    ['start_date', policy.startDate],
    ['end_date', policy.endDate],
    ['issued_at', formatDateTime(policy.issuedAt)],
    ['cancelled_at', orNotAvailable(policy.cancelledAt && formatDateTime(policy.cancelledAt))],
    ['refund', orNotAvailable(policy.refund === null ? null : formatInr(policy.refund))],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={policy.policyId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {policy.policyId}
        </Typography>
        <StatusChip status={policy.status} />
      </Stack>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', mb: 2 }} component="dl">
        {facts.map(([key, value]) => (
          <div key={key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(`${T}.fields.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </div>
        ))}
      </Stack>
      <Typography variant="subtitle1" component="h3">
        {translate(`${T}.claims`)}
      </Typography>
      {policy.claims.length === 0 ? (
        <Typography color="text.secondary">{translate(`${T}.no_claims`)}</Typography>
      ) : (
        <TableContainer>
          <ColumnTable
            label={`${T}.claims`}
            rows={policy.claims.map((c) => ({ ...c, id: c.claimId }))}
            columns={CLAIM_COLUMNS}
          />
        </TableContainer>
      )}
    </Paper>
  );
}

/**
 * /insurance-detail (spec §2.3 Insurance; issue 46 item 3): a consumer ID lists that consumer's policies, newest first;
 * a policy ID shows that one policy: plan, insurer, status, premium (₹), dates, any refund, and its claims.
 */
export default function InsuranceDetailPage() {
  const translate = useTranslate();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const policies = useQuery({
    queryKey: ['insurance-policies', q],
    queryFn: ({ signal }) => lookupPolicies(q, signal),
    enabled: q !== '',
    retry: false,
  });
  return (
    <PageFrame title={`${T}.detail_title`}>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.detail_intro`)}</Typography>
      <FilterForm label={`${T}.search_label`} apply={`${T}.find`} onSubmit={() => setQ(draft.trim())}>
        <TextField
          size="small"
          label={translate(`${T}.search`)}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
      </FilterForm>
      {q !== '' && (
        <QueryState query={policies} items={`${T}.items`}>
          {(rows) => (
            <Stack spacing={2}>
              {rows.map((p) => (
                <PolicyCard key={p.policyId} policy={p} />
              ))}
            </Stack>
          )}
        </QueryState>
      )}
    </PageFrame>
  );
}
