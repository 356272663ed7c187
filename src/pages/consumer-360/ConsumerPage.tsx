import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  Entity360Tabs,
  EntityLookup,
  RecentEntities,
  useEntity360Keys,
  useRecentEntities,
} from '../../common/entity-360';
import { remember } from '../../../authProvider/session';
import { LOOKUP_MAX, lookupProblem, normaliseLookup } from '../../../contract/consumer/rules';
import { ConsumerProviderScope, useConsumerProvider } from './provider';
import { summaryKey, useConsumerSummary } from './useConsumer';
import { ConsumerBand } from './ConsumerBand';
import { CONSUMER_TAB_VIEWS } from './tab-views';

const RECENT_KEY = 'consumer-360.recent';

/** The lookup field and the recently opened consumers; a found consumer opens at /post-pe/<consumerId>. */
function LookupBar({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  const translate = useTranslate();
  const provider = useConsumerProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const basename = useBasename();
  const recent = useRecentEntities(RECENT_KEY);
  const [message, setMessage] = useState<string | null>(null);
  const open = (id: string) => navigate(`${basename}/post-pe/${id}`);
  const search = async (value: string) => {
    setMessage(null);
    try {
      const found = await queryClient.fetchQuery({
        queryKey: summaryKey(value),
        queryFn: () => provider.lookupConsumer(value),
        staleTime: 30_000,
        retry: false,
      });
      const id = String(found.consumerId);
      // The 360 reads its summary by consumer id: a lookup by mobile already has it, so no second request.
      if (id !== value) queryClient.setQueryData(summaryKey(id), found, { updatedAt: Date.now() });
      recent.remember(id, typeof found.verifiedName === 'string' ? found.verifiedName : undefined);
      open(id);
    } catch (e) {
      setMessage(e instanceof Error && e.message ? e.message : translate('consumer360.lookup.not_found'));
    }
  };
  return (
    <Box sx={{ mb: 1 }}>
      <EntityLookup
        label="consumer360.lookup.label"
        maxLength={LOOKUP_MAX}
        normalise={normaliseLookup}
        validate={lookupProblem}
        onSearch={(v) => void search(v)}
        message={message}
        inputRef={inputRef}
      />
      <RecentEntities items={recent.items} onOpen={open} />
    </Box>
  );
}

/**
 * One consumer: the sticky band from the summary request, then the tabs it may see. The tabs of a newly opened
 * consumer render just after the band (a deferred value), so the band is painted first (DESIGN.md §6 lookup budget).
 */
function ConsumerDetail({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  const translate = useTranslate();
  const { consumerId = '' } = useParams();
  const summary = useConsumerSummary(consumerId);
  const shownId = summary.data?.consumerId;
  // Spec §3.1: the consumer id in the browser session, once the lookup found the consumer.
  useEffect(() => {
    if (shownId !== undefined) remember('consumerId', String(shownId));
  }, [shownId]);
  const tabsFor = useDeferredValue(summary.data ? consumerId : '', '');
  return (
    <>
      <ConsumerBand summary={summary} />
      {summary.data && tabsFor !== consumerId && <LinearProgress aria-label={translate('entity360.loading')} />}
      {summary.data && tabsFor === consumerId && (
        <Entity360Tabs
          entityId={String(summary.data.consumerId)}
          basePath={`/post-pe/${consumerId}`}
          tabs={CONSUMER_TAB_VIEWS}
          label="consumer360.tabs_label"
          lookupRef={inputRef}
        />
      )}
    </>
  );
}

function LookupOnly({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  useEntity360Keys({ lookup: () => inputRef.current?.focus() });
  return null;
}

/** /post-pe (spec §2.13): the lookup, and under it one consumer's 360 at /post-pe/:consumerId/:tab. */
export default function ConsumerPage() {
  const translate = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <ConsumerProviderScope>
      <Stack spacing={0.5} sx={{ p: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('consumer360.heading')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('consumer360.shortcut_hint')}
        </Typography>
        <LookupBar inputRef={inputRef} />
        <Routes>
          <Route index element={<LookupOnly inputRef={inputRef} />} />
          <Route path=":consumerId/*" element={<ConsumerDetail inputRef={inputRef} />} />
        </Routes>
      </Stack>
    </ConsumerProviderScope>
  );
}
