import { useRef } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Route, Routes, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Entity360Tabs } from '../../common/entity-360';
import { MerchantLookup } from './MerchantLookup';
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

function Search() {
  const translate = useTranslate();
  return (
    <Stack sx={{ p: 2 }} spacing={2}>
      <Typography variant="h5" component="h1">
        {translate('merchant360.detail_title')}
      </Typography>
      <MerchantLookup />
    </Stack>
  );
}

/** /new-merchant (Merchant Detail): without an id the lookup; `/new-merchant/:id/:tab` one merchant's 360. */
export default function MerchantDetailPage() {
  return (
    <MerchantProviderScope>
      <Routes>
        <Route index element={<Search />} />
        <Route path=":merchantId/*" element={<MerchantView />} />
      </Routes>
    </MerchantProviderScope>
  );
}
