import { useState } from 'react';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { RemarksDialog } from './RemarksDialog';
import { RequestCard } from './RequestCard';
import { inboxFilter, type ApprovalRequestRecord } from './request-diff';
import { useDecideRequest } from './useDecideRequest';
import { PagePager } from '../../common/PagePager';

const PER_PAGE = 20;
const KINDS = ['LIMIT', 'CASHBACK'] as const;
const NO_FILTER = { kind: '', maker: '', from: '', to: '' };

type Pending = { request: ApprovalRequestRecord; isApproved: boolean } | null;

/** /approvals: every pending request the checker may see, filtered by kind, maker and date; decide with remarks. */
export default function ApprovalsPage() {
  const translate = useTranslate();
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const { data = [], total = 0, isPending } = useGetList<ApprovalRequestRecord & { id: number }>('approval-requests', {
    filter: inboxFilter(filter),
    pagination: { page, perPage: PER_PAGE },
  });
  const decide = useDecideRequest(() => setPending(null));
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const set = (key: keyof typeof NO_FILTER) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setPage(1);
    setFilter((f) => ({ ...f, [key]: e.target.value }));
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title="pages.approvals.title" />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('pages.approvals.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField select label={translate('pages.approvals.kind')} value={filter.kind} onChange={set('kind')} sx={{ minWidth: 200 }}>
          <MenuItem value="">{translate('pages.approvals.all_kinds')}</MenuItem>
          {KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {translate(`pages.approvals.kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={translate('pages.approvals.maker')} value={filter.maker} onChange={set('maker')} />
        <TextField type="date" label={translate('pages.approvals.from')} value={filter.from} onChange={set('from')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label={translate('pages.approvals.to')} value={filter.to} onChange={set('to')} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      {!isPending && data.length === 0 && <Typography>{translate('pages.approvals.nothing_pending')}</Typography>}
      <Stack spacing={2}>
        {data.map((request) => (
          <RequestCard key={request.id} request={request} onDecide={(isApproved) => setPending({ request, isApproved })} />
        ))}
      </Stack>
      {pages > 1 && <PagePager page={page} pages={pages} onChange={setPage} />}
      <RemarksDialog
        key={pending ? `${pending.request.id}-${String(pending.isApproved)}` : 'closed'}
        open={pending !== null}
        title={pending?.isApproved === false ? 'pages.approvals.reject_title' : 'pages.approvals.approve_title'}
        confirmLabel={pending?.isApproved === false ? 'pages.approvals.reject' : 'pages.approvals.approve'}
        busy={decide.isPending}
        onCancel={() => setPending(null)}
        onConfirm={(remarks) => pending && decide.mutate({ id: pending.request.id, kind: pending.request.kind, isApproved: pending.isApproved, remarks })}
      />
    </Box>
  );
}
