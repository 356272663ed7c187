import { lazy, Suspense, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Box, Button, Chip, List, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TIMELINE_KINDS, type TimelineKind } from '../../../../contract/consumer/timeline-kinds';
import type { TimelineRow } from '../../../../contract/consumer/timeline';
import { useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { formatDateTime, formatInr } from '../../../format';
import { ConsumerProductsScope, useConsumerProductsProvider } from '../provider';
import { ListSkeleton } from '../../../common/ListSkeleton';
import { EmptyRead, LoadError } from '../../../common/QueryState';

/** An opened event's detail: each kind's own dialog, fetched with the first event opened (issue 18's budget). */
const TimelineDetail = lazy(() => import('./TimelineDetail').then((module) => ({ default: module.TimelineDetail })));

interface TimelinePage {
  content: TimelineRow[];
  next: string | null;
}
const PAGE_SIZE = 20;

function Timeline() {
  const translate = useTranslate();
  const provider = useConsumerProductsProvider();
  const { entityId } = useEntity360();
  const [kinds, setKinds] = useState<readonly TimelineKind[]>(TIMELINE_KINDS);
  const [open, setOpen] = useState<TimelineRow | null>(null);
  const query = useInfiniteQuery({
    queryKey: ['consumer-360-products', 'timeline', entityId, kinds],
    initialPageParam: '',
    queryFn: async ({ pageParam }) =>
      (await provider.queryConsumerProduct('timeline', {
        consumerId: entityId,
        kinds: kinds.join(','),
        size: PAGE_SIZE,
        ...(pageParam ? { after: pageParam } : {}),
      })) as TimelinePage,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: kinds.length > 0,
    retry: false,
  });
  const toggle = (kind: TimelineKind) =>
    setKinds((now) =>
      now.includes(kind) ? now.filter((k) => k !== kind) : TIMELINE_KINDS.filter((k) => k === kind || now.includes(k)),
    );
  const rows = query.data?.pages.flatMap((p) => p.content) ?? [];
  return (
    <Box>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', mb: 1 }}
        role="group"
        aria-label={translate('consumer360Products.timeline.filters')}
      >
        {TIMELINE_KINDS.map((kind) => (
          <Chip
            key={kind}
            label={translate(`consumer360Products.timeline.kind.${kind}`)}
            color={kinds.includes(kind) ? 'primary' : 'default'}
            variant={kinds.includes(kind) ? 'filled' : 'outlined'}
            aria-pressed={kinds.includes(kind)}
            onClick={() => toggle(kind)}
          />
        ))}
      </Stack>
      {query.isPending && kinds.length > 0 && <ListSkeleton rows={5} />}
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />}
      {!query.isPending && !query.error && rows.length === 0 && (
        <EmptyRead message="consumer360Products.empty.timeline" />
      )}
      <List aria-label={translate('consumer360Products.tab.timeline')}>
        {rows.map((r) => (
          <ListItem key={`${r.kind}-${r.id}`} disablePadding>
            <ListItemButton onClick={() => setOpen(r)} data-kind={r.kind}>
              <ListItemText
                primary={`${translate(`consumer360Products.timeline.kind.${r.kind}`)} · ${r.ref}${r.label ? ` · ${r.label}` : ''}`}
                secondary={`${formatDateTime(r.at, 'seconds')}${r.amount === null ? '' : ` · ${formatInr(r.amount)}`}`}
              />
              {r.status && <StatusChip status={r.status} />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {query.hasNextPage && (
        <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {translate('consumer360Products.timeline.more')}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <TimelineDetail row={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Box>
  );
}

/** Timeline (issue 13): the consumer's kinds in one date order, filter chips per kind, keyset pages from the server. */
export default function TimelineTab() {
  return (
    <ConsumerProductsScope>
      <Timeline />
    </ConsumerProductsScope>
  );
}
