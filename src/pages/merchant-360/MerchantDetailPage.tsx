import { useRef } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Entity360Tabs, useRecentEntities } from '../../common/entity-360';
import { MerchantLookup, RECENT_MERCHANTS_KEY } from './MerchantLookup';
import { MerchantSummary } from './MerchantSummary';
import { MerchantProviderScope } from './provider';
import { MERCHANT_TABS } from './tabs';

function MerchantView() {
  const { merchantId = '' } = useParams();
  const lookupRef = useRef<HTMLInputElement>(null);
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('merchant360.detail_title')}
      </Typography>
      <MerchantSummary merchantId={merchantId} />
      <Entity360Tabs
        entityId={merchantId}
        basePath={`/new-merchant/${merchantId}`}
        tabs={MERCHANT_TABS}
        label="merchant360.tabs_label"
        lookupRef={lookupRef}
      />
    </Box>
  );
}

/**
 * Merchant Detail with no merchant in the path: the detail of the merchant last opened in this browser; before any,
 * says so above the lookup. (Merchant Search, /merchant-details, is the menu's way to find one.)
 */
function LastMerchant() {
  const translate = useTranslate();
  const last = useRecentEntities(RECENT_MERCHANTS_KEY).items[0];
  if (last) return <Navigate to={encodeURIComponent(last.id)} replace />;
  return (
    <Stack sx={{ p: 2 }} spacing={2}>
      <Typography variant="h5" component="h1">
        {translate('merchant360.detail_title')}
      </Typography>
      <Typography>{translate('merchant360.detail_none')}</Typography>
      <MerchantLookup />
    </Stack>
  );
}

/** /new-merchant (Merchant Detail): without an id the last merchant opened (or the lookup); `/new-merchant/:id/:tab` one merchant's 360. */
export default function MerchantDetailPage() {
  return (
    <MerchantProviderScope>
      <Routes>
        <Route index element={<LastMerchant />} />
        <Route path=":merchantId/*" element={<MerchantView />} />
      </Routes>
    </MerchantProviderScope>
  );
}
