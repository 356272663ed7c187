import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INBOX_KIND_ORDER } from '../../../contract/approvals/inbox';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { PagePager } from '../../common/PagePager';
import { selectedIndex, stepIndex } from '../../common/keyboard/keys';
import { useKeyHandlers } from '../../common/keyboard/useKeyHandlers';
import { useScreenShortcuts, type ShortcutHelp } from '../../common/keyboard/ShortcutsContext';
import { InboxCard } from './InboxCard';
import { InboxFilters, NO_FILTER } from './InboxFilters';
import { InboxTable } from './InboxTable';
import type { InboxItem } from './inbox-items';
import { INBOX_KINDS } from './inbox-kinds';
import { decisionRefusal } from './inbox-row';
import { inboxDecisionSummary } from './inbox-decision';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useDecideRequest } from './useDecideRequest';
import { INBOX_QUERY_KEY, useInboxItems } from './useInboxItems';
import { useLiveQueue } from '../../common/live/useLiveQueue';
import { useViewers, useViewing } from '../../common/live/usePresence';
import { BeingReviewed, LiveIndicator } from '../../common/live/LiveNotes';

/** What the inbox reads, read again when the approvals queue changes. */
const INBOX_QUERIES = [INBOX_QUERY_KEY] as const;

type Pending = { item: InboxItem; isApproved: boolean } | null;

/** The inbox's keys, listed by `?`. */
const INBOX_SHORTCUTS: readonly ShortcutHelp[] = [
  { keys: ['j'], label: 'keyboard.inbox.keys.next' },
  { keys: ['k'], label: 'keyboard.inbox.keys.previous' },
  { keys: ['a'], label: 'keyboard.inbox.keys.approve' },
  { keys: ['r'], label: 'keyboard.inbox.keys.reject' },
];

/**
 * /approvals: every pending item the checker may see across kinds, filtered by kind, maker and date, as a dense table
 * with the selected item's details beside it; decide with remarks. `j`/`k` move, `a`/`r` decide (the same rule as the
 * buttons: nothing, and why, when the item may not be decided); after a decision the next item is selected.
 */
export default function ApprovalsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  // `?kind=` opens the inbox on one kind (the quick summary's approvals tiles link here).
  const [params] = useSearchParams();
  const linkedKind = INBOX_KIND_ORDER.find((k) => k === params.get('kind')) ?? '';
  const [filter, setFilter] = useState<typeof NO_FILTER>({ ...NO_FILTER, kind: linkedKind });
  const [page, setPage] = useState(1);
  const [choice, setChoice] = useState({ key: '', index: 0 });
  const [pending, setPending] = useState<Pending>(null);
  /** The ages are counted from when the inbox opened. */
  const [now] = useState(() => Date.now());
  const { kinds, items: rows, pages, counts, isPending, isError } = useInboxItems(filter, page);
  const decide = useDecideRequest(() => setPending(null));
  const spec = pending ? INBOX_KINDS[pending.item.kind] : null;
  const outcome = pending?.isApproved === false ? 'reject' : 'approve';
  const index = selectedIndex(rows, choice.key, choice.index);
  const selected = index >= 0 ? rows[index] : undefined;
  const live = useLiveQueue('approvals', INBOX_QUERIES);
  const requestViewers = useViewers('approval-request');
  const payoutViewers = useViewers('payout');
  const viewersOf = (item: InboxItem) => (item.kind === 'PAYOUT' ? payoutViewers : requestViewers).get(item.id);
  // A checker with an item open tells the others ("Being reviewed by …"); a maker looking at their own does not.
  useViewing(selected?.kind === 'PAYOUT' ? 'payout' : 'approval-request', selected?.canDecide ? selected.id : null);
  const select = (i: number) => {
    const row = rows[i];
    if (row) setChoice({ key: row.key, index: i });
  };
  const ask = (isApproved: boolean) => {
    const refusal = decisionRefusal(selected);
    if (refusal) notify(refusal, { type: 'info' });
    else if (selected) setPending({ item: selected, isApproved });
  };
  useKeyHandlers({
    j: () => select(stepIndex(index, rows.length, 1)),
    k: () => select(stepIndex(index, rows.length, -1)),
    a: () => ask(true),
    r: () => ask(false),
  });
  useScreenShortcuts(INBOX_SHORTCUTS);
  const turnPage = (next: number) => {
    setPage(next);
    setChoice({ key: '', index: 0 });
  };

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="h4" component="h1">
          {translate('pages.approvals.title')}
        </Typography>
        <LiveIndicator status={live} />
      </Stack>
      <InboxFilters
        kinds={kinds}
        counts={counts}
        value={filter}
        onChange={(next) => {
          turnPage(1);
          setFilter(next);
        }}
      />
      {isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('pages.approvals.load_failed')}
        </Alert>
      )}
      {!isPending && !isError && rows.length === 0 && (
        <Typography>{translate('pages.approvals.nothing_pending')}</Typography>
      )}
      {rows.length > 0 && (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
          <Box
            // Scrolls sideways on a narrow screen: focusable, so the keyboard can scroll it too.
            tabIndex={0}
            role="region"
            aria-label={translate('keyboard.inbox.table')}
            sx={{ flex: 1, minWidth: 0, overflowX: 'auto' }}
          >
            <InboxTable rows={rows} selected={index} onSelect={select} now={now} viewersOf={viewersOf} />
          </Box>
          <Box
            component="section"
            aria-label={translate('keyboard.inbox.detail')}
            sx={{ flex: 1, minWidth: 0, width: '100%', position: { lg: 'sticky' }, top: { lg: 72 } }}
          >
            {selected && <BeingReviewed names={viewersOf(selected)} />}
            {selected && (
              <InboxCard item={selected} onDecide={(isApproved) => setPending({ item: selected, isApproved })} />
            )}
          </Box>
        </Stack>
      )}
      {pages > 1 && <PagePager page={Math.min(page, pages)} pages={pages} onChange={turnPage} />}
      <RemarksDialog
        key={pending ? `${pending.item.key}-${outcome}` : 'closed'}
        open={pending !== null}
        title={spec?.dialogTitle[outcome] ?? 'pages.approvals.approve_title'}
        confirmLabel={`pages.approvals.${outcome}`}
        busy={decide.isPending}
        summary={pending ? inboxDecisionSummary(pending.item, pending.isApproved, translate) : undefined}
        onCancel={() => setPending(null)}
        onConfirm={(remarks) =>
          pending && decide.mutate({ item: pending.item, isApproved: pending.isApproved, remarks })
        }
      />
    </Box>
  );
}
