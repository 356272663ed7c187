import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEVICE_REASON_MAX } from '../../../contract/devices/rules';
import type { Device } from '../../../dataProviders/merchant-support/devices';
import { openRepair } from '../../../dataProviders/merchant-support/device-returns';
import { RemarksDialog } from '../../common/RemarksDialog';
import { RequiredField } from '../../common/RequiredField';
import { useChangeMutation } from '../../common/useChangeMutation';
import { RETURNS_REFRESH } from './returns-keys';
import { emptyRepair, repairBody, repairReady, repairSummary, type RepairForm } from './repair-form';

const T = 'devices';

/**
 * A repair ticket's confirmation: vendor, fault and cost (₹), then the device, QC failed → in repair and the ticket
 * restated; sent once with an Idempotency-Key at the version read. The toast is the server's ('Repair ticket opened.
 * SN…: vendor.'); the device, the lists and the tickets are read again.
 */
export function RepairDialog({ device, onClose }: { device: Device; onClose(): void }) {
  const translate = useTranslate();
  const [form, setForm] = useState<RepairForm>(emptyRepair);
  const set = (patch: Partial<RepairForm>) => setForm((f) => ({ ...f, ...patch }));
  const run = useChangeMutation({
    call: (_: void, key) => openRepair(device.deviceSerial, repairBody(form, device), key),
    success: (r) => r.message,
    failure: null,
    refresh: [['device'], ['devices-SWIPE'], ['devices-SPEAKER'], ['stock'], ...RETURNS_REFRESH],
    done: onClose,
  });
  return (
    <RemarksDialog
      open
      title={`${T}.repairs.title`}
      titleArgs={{ serial: device.deviceSerial }}
      confirmLabel={`${T}.repairs.confirm`}
      remarks={false}
      busy={run.isPending}
      complete={repairReady(form)}
      summary={repairSummary(device, form, translate)}
      onCancel={onClose}
      onConfirm={() => run.mutate()}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <RequiredField
          fullWidth
          label={`${T}.repairs.vendor`}
          value={form.vendor}
          onChange={(e) => set({ vendor: e.target.value })}
          maxLength={80}
        />
        <RequiredField
          fullWidth
          multiline
          label={`${T}.repairs.fault`}
          value={form.fault}
          onChange={(e) => set({ fault: e.target.value })}
          maxLength={DEVICE_REASON_MAX}
        />
        <TextField
          required
          label={translate(`${T}.repairs.cost`)}
          helperText={translate(`${T}.repairs.cost_hint`)}
          value={form.cost}
          onChange={(e) => set({ cost: e.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
        />
      </Stack>
    </RemarksDialog>
  );
}
