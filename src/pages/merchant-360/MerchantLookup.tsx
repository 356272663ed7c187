import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Stack, Typography } from '@mui/material';
import { DataTable, ListContextProvider, useBasename, useList, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EntityLookup, RecentEntities, useRecentEntities } from '../../common/entity-360';
import { useMerchantProvider } from './provider';
import { LOOKUP_MAX, lookupProblem, lookupQuery, normaliseLookup } from './lookup';
import { StatusText } from './StatusText';
import { profileQuery } from './useMerchant';

export const RECENT_MERCHANTS_KEY = 'crm.recent-merchants';

interface Found extends RaRecord {
  merchantId: string;
  name: string;
  mobile: string | null;
  vpa: string | null;
  storeId: string | null;
  status: string;
}

/**
 * Find a merchant (spec §2.3 /merchant-details, /vpa-detail): one field; one match opens its 360, several are listed.
 * `vpaOnly`: the VPA search.
 */
export function MerchantLookup({ vpaOnly = false }: { vpaOnly?: boolean }) {
  const translate = useTranslate();
  const provider = useMerchantProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const basename = useBasename();
  const inputRef = useRef<HTMLInputElement>(null);
  const recent = useRecentEntities(RECENT_MERCHANTS_KEY);
  const [found, setFound] = useState<Found[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const open = (id: string, label?: string) => {
    recent.remember(id, label);
    navigate(`${basename}/new-merchant/${id}`);
  };
  const prefetchProfile = (merchantId: string) => void queryClient.prefetchQuery(profileQuery(provider, merchantId));
  const search = async (value: string) => {
    setMessage(null);
    try {
      // A merchant id is looked up and its profile fetched at once (no waterfall; issue 15: lookup → profile ≤ 300 ms).
      const byId = lookupQuery(value).merchantId;
      if (byId) prefetchProfile(byId);
      const matches = await lookup(value);
      if (matches.length === 1) {
        // Found by mobile, VPA or store: the profile starts before the 360 mounts; the tab joins that request.
        if (matches[0]!.merchantId !== byId) prefetchProfile(matches[0]!.merchantId);
        return open(matches[0]!.merchantId, matches[0]!.name);
      }
      setFound(matches);
      if (matches.length === 0) setMessage(translate('merchant360.no_merchant'));
    } catch (e) {
      setMessage(e instanceof Error ? e.message : translate('merchant360.toast_failed'));
    }
  };
  const lookup = async (value: string) => {
    const list = await provider.getList('m360-lookup', {
      filter: lookupQuery(value),
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
    });
    return list.data as Found[];
  };
  const listContext = useList({ data: found ?? [] });
  return (
    <Stack spacing={1}>
      <EntityLookup
        label={vpaOnly ? 'merchant360.lookup_vpa' : 'merchant360.lookup_label'}
        maxLength={LOOKUP_MAX}
        normalise={normaliseLookup}
        validate={(v) => lookupProblem(v, vpaOnly ? 'vpa' : undefined)}
        onSearch={(v) => void search(v)}
        message={message}
        inputRef={inputRef}
        numeric={false}
      />
      <RecentEntities items={recent.items} onOpen={(id) => open(id)} />
      {found && found.length > 1 && (
        <Box>
          <Typography variant="subtitle1" component="h2">
            {translate('merchant360.matches', { count: found.length })}
          </Typography>
          <ListContextProvider value={listContext}>
            <DataTable
              rowClick={(id) => {
                open(String(id));
                return false;
              }}
              bulkActionButtons={false}
            >
              <DataTable.Col source="merchantId" label="merchant360.f.merchant_id" />
              <DataTable.Col source="name" label="merchant360.f.name" />
              <DataTable.Col source="mobile" label="merchant360.f.mobile" />
              <DataTable.Col source="vpa" label="merchant360.f.vpa" />
              <DataTable.Col source="storeId" label="merchant360.f.store_id" />
              <DataTable.Col label="merchant360.f.status" render={(r: Found) => <StatusText value={r.status} />} />
            </DataTable>
          </ListContextProvider>
        </Box>
      )}
    </Stack>
  );
}
