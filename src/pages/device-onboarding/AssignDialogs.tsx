import { useState } from 'react';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assignCourier, markDelivered, type Shipment } from '../../../dataProviders/merchant-support/device-onboarding';
import { RemarksDialog } from '../../common/RemarksDialog';
import { ListSkeleton } from '../../common/ListSkeleton';
import { useChangeMutation } from '../../common/useChangeMutation';
import { usePincodeCheck } from '../delivery/PincodeCheck';
import { deliverSummary, shipSummary } from './summaries';

const T = 'devices.onboarding';
const REFRESH = [['shipments'], ['delivery-dashboard'], ['devices-SWIPE'], ['devices-SPEAKER'], ['stock']];
const AWB = /^[A-Za-z0-9-]{6,30}$/;

/** A courier-assignment change sent once with its Idempotency-Key: the server's toast, the lists read again. */
const useShipmentChange = (call: (key: string) => Promise<{ message: string }>, onClose: () => void) =>
  useChangeMutation({
    call: (_: void, key) => call(key),
    success: (r) => r.message,
    failure: null,
    refresh: REFRESH,
    done: onClose,
  });

/**
 * A courier for an ALLOCATED device: the active couriers that serve its store's pincode (the delivery check, fastest
 * first) and an AWB; then device, store, courier and AWB restated. The SHIPPED move on the server.
 */
export function AssignDialog({ shipment, onClose }: { shipment: Shipment; onClose(): void }) {
  const translate = useTranslate();
  const check = usePincodeCheck(shipment.pincode);
  const [partnerId, setPartnerId] = useState('');
  const [awb, setAwb] = useState('');
  const couriers = check.data?.couriers ?? [];
  const courier = couriers.find((c) => String(c.partnerId) === partnerId);
  const run = useShipmentChange((key) => assignCourier(shipment, Number(partnerId), awb, key), onClose);
  return (
    <RemarksDialog
      open
      title={`${T}.assign_dialog`}
      titleArgs={{ serial: shipment.deviceSerial }}
      confirmLabel={`${T}.confirm_assign`}
      remarks={false}
      busy={run.isPending}
      complete={!!courier && AWB.test(awb.trim())}
      summary={shipSummary(translate, shipment, courier, awb)}
      onCancel={onClose}
      onConfirm={() => run.mutate()}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {check.isLoading && <ListSkeleton rows={1} />}
        {check.data && couriers.length === 0 && (
          <Alert severity="warning">{translate(`${T}.no_couriers`, { pincode: shipment.pincode ?? '' })}</Alert>
        )}
        <TextField
          select
          required
          label={translate(`${T}.f.courier`)}
          value={partnerId}
          disabled={couriers.length === 0}
          onChange={(e) => setPartnerId(e.target.value)}
        >
          {couriers.map((c) => (
            <MenuItem key={c.partnerId} value={String(c.partnerId)}>
              {`${c.name} (${c.code}), ${c.slaDays} d`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          label={translate(`${T}.f.awb`)}
          value={awb}
          onChange={(e) => setAwb(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
      </Stack>
    </RemarksDialog>
  );
}

/** A SHIPPED device reached its store: restated, then the DELIVERED move on the server. */
export function DeliverDialog({ shipment, onClose }: { shipment: Shipment; onClose(): void }) {
  const translate = useTranslate();
  const run = useShipmentChange((key) => markDelivered(shipment, key), onClose);
  return (
    <RemarksDialog
      open
      title={`${T}.deliver_title`}
      titleArgs={{ serial: shipment.deviceSerial }}
      confirmLabel={`${T}.confirm_deliver`}
      remarks={false}
      busy={run.isPending}
      summary={deliverSummary(translate, shipment)}
      onCancel={onClose}
      onConfirm={() => run.mutate()}
    />
  );
}
