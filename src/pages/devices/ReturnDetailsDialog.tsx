import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getReturnDetails } from '../../../dataProviders/merchant-support/device-returns';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';
import { QueryState } from '../../common/QueryState';
import { formatDateTime } from '../../format';
import { FieldGrid } from '../consumer-360/FieldGrid';
import { DeviceTimeline } from './DeviceTimeline';

const T = 'devices';

/**
 * A return's details (getReturnDeviceDetails, spec §7.4): the device, its merchant and store, why it is coming back,
 * the courier and AWB of its last shipment and its timeline. `onMove` opens the device to move it on (RETURNED, QC).
 */
export function ReturnDetailsDialog({
  merchantId,
  serial,
  onMove,
  onClose,
}: {
  merchantId: string;
  serial: string;
  onMove?: () => void;
  onClose(): void;
}) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['device-return-details', merchantId, serial],
    queryFn: ({ signal }) => getReturnDetails(merchantId, serial, signal),
  });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="return-details-title">
      <ClosableDialogTitle id="return-details-title" onClose={onClose}>
        {translate(`${T}.return_details.title`, { serial })}
      </ClosableDialogTitle>
      {/* Focusable: a long timeline scrolls, and a keyboard user scrolls it (axe scrollable-region-focusable). */}
      <DialogContent tabIndex={0}>
        <QueryState query={query} failed={`${T}.load_failed`}>
          {({ device: d, events }) => (
            <>
              <FieldGrid
                rows={[
                  { label: `${T}.f.serial`, value: d.deviceSerial },
                  { label: `${T}.f.model`, value: `${translate(`${T}.kinds.${d.kind}`)} · ${d.model}` },
                  { label: `${T}.f.status`, value: translate(`${T}.states.${d.status}`) },
                  { label: `${T}.f.merchant`, value: d.merchantId || '—' },
                  { label: `${T}.return_details.store`, value: d.storeId || '—' },
                  { label: `${T}.f.reason`, value: d.returnReason ?? '—' },
                  { label: `${T}.returns.requested`, value: d.returnedAt ? formatDateTime(d.returnedAt) : '—' },
                  { label: `${T}.f.courier`, value: d.courier ? `${d.courier} · ${d.awb ?? ''}` : '—' },
                ]}
              />
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                {translate(`${T}.timeline`)}
              </Typography>
              <DeviceTimeline events={events} label={`${T}.timeline`} />
            </>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        {onMove && <Button onClick={onMove}>{translate(`${T}.return_details.move`)}</Button>}
        <Button onClick={onClose}>{translate(`${T}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
