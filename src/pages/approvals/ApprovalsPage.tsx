import { useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PagePager } from '../../common/PagePager';
import { InboxCard } from './InboxCard';
import { InboxFilters, NO_FILTER } from './InboxFilters';
import { inboxPage, type InboxItem } from './inbox-items';
import { INBOX_KINDS } from './inbox-kinds';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useDecideRequest } from './useDecideRequest';
import { useInboxItems } from './useInboxItems';

type Pending = { item: InboxItem; isApproved: boolean } | null;

/** /approvals: every pending item the checker may see across kinds, filtered by kind, maker and date; decide with remarks. */
export default function ApprovalsPage() {
  const translate = useTranslate();
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const { kinds, items, isPending, truncated } = useInboxItems(filter);
  const { rows, pages } = inboxPage(items, page);
  const decide = useDecideRequest(() => setPending(null));
  const spec = pending ? INBOX_KINDS[pending.item.kind] : null;
  const outcome = pending?.isApproved === false ? 'reject' : 'approve';

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('pages.approvals.title')}
      </Typography>
      <InboxFilters
        kinds={kinds}
        value={filter}
        onChange={(next) => {
          setPage(1);
          setFilter(next);
        }}
      />
      {truncated.map((t) => (
        <Alert key={t.source} severity="info" sx={{ mb: 2 }}>
          {translate(`pages.approvals.truncated.${t.source}`, { shown: t.shown, total: t.total })}
        </Alert>
      ))}
      {!isPending && items.length === 0 && <Typography>{translate('pages.approvals.nothing_pending')}</Typography>}
      <Stack spacing={2}>
        {rows.map((item) => (
          <InboxCard key={item.key} item={item} onDecide={(isApproved) => setPending({ item, isApproved })} />
        ))}
      </Stack>
      {pages > 1 && <PagePager page={Math.min(page, pages)} pages={pages} onChange={setPage} />}
      <RemarksDialog
        key={pending ? `${pending.item.key}-${outcome}` : 'closed'}
        open={pending !== null}
        title={spec?.dialogTitle[outcome] ?? 'pages.approvals.approve_title'}
        confirmLabel={`pages.approvals.${outcome}`}
        busy={decide.isPending}
        onCancel={() => setPending(null)}
        onConfirm={(remarks) =>
          pending && decide.mutate({ item: pending.item, isApproved: pending.isApproved, remarks })
        }
      />
    </Box>
  );
}
