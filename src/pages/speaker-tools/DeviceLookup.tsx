import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { getSpeakerDevice, type SpeakerDevice } from '../../../dataProviders/crm/speaker';
import { formatInr } from '../../format';
import { LoadError } from '../../common/QueryState';

/** Looks up a speaker by serial (the merchant 360's devices) and hands the device found to its page. */
export function useSpeakerDevice() {
  const [serial, setSerial] = useState('');
  const query = useQuery({
    queryKey: ['speaker-device', serial],
    queryFn: ({ signal }) => getSpeakerDevice(serial, signal),
    enabled: serial !== '',
    retry: false,
  });
  return { serial, setSerial, query, device: query.data as SpeakerDevice | undefined };
}

/** The serial field and what it found: the device's merchant, store, model, status and rent, or why not. */
export function DeviceLookup({ lookup }: { lookup: ReturnType<typeof useSpeakerDevice> }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(lookup.serial);
  const { query, device } = lookup;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center' }}
        onSubmit={(e) => {
          e.preventDefault();
          lookup.setSerial(draft.trim().toUpperCase());
        }}
      >
        <TextField
          size="small"
          label={translate('speaker.fields.serial')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
        <Button type="submit" variant="outlined" disabled={!draft.trim()}>
          {translate('speaker.device.find')}
        </Button>
      </Stack>
      {query.isError && <LoadError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />}
      {device && (
        <Typography role="status">
          {translate('speaker.device.found', {
            model: device.model,
            merchantId: device.merchantId,
            storeId: device.storeId,
            status: device.status,
            rent: formatInr(device.monthlyRental),
          })}
        </Typography>
      )}
      {device?.returned && <Alert severity="warning">{translate('speaker.device.returned')}</Alert>}
    </Stack>
  );
}
