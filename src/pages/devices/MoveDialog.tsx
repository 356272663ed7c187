import { useState } from 'react';
import { Checkbox, FormControlLabel, FormGroup, FormLabel, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QC_CHECKLIST, type DeviceMove } from '../../../contract/devices/lifecycle';
import { DEVICE_REASON_MAX } from '../../../contract/devices/rules';
import { moveDevice, type Device } from '../../../dataProviders/merchant-support/devices';
import { RemarksDialog } from '../../common/RemarksDialog';
import { RequiredField } from '../../common/RequiredField';
import { useChangeMutation } from '../../common/useChangeMutation';
import { MerchantStoreFields } from './MerchantStoreFields';
import { RETURNS_REFRESH } from './returns-keys';
import { moveBody, moveReady, moveSummary, startMove, type MoveForm } from './move-form';

const T = 'devices';

/**
 * A move's confirmation: the fields the move needs (merchant and store, courier and AWB, the QC checklist, a reason),
 * then the device, from → to and what changes restated; sent once with an Idempotency-Key at the version read. The
 * toast is the server's ('Device moved. SN…: A → B.'); the device and the lists are read again.
 */
export function MoveDialog({ device, move, onClose }: { device: Device; move: DeviceMove; onClose(): void }) {
  const translate = useTranslate();
  const [form, setForm] = useState<MoveForm>(() => startMove(move, device.kind));
  const set = (patch: Partial<MoveForm>) => setForm((f) => ({ ...f, ...patch }));
  const run = useChangeMutation({
    call: (_: void, key) => moveDevice(device.deviceSerial, moveBody(move, form, device), key),
    success: (r) => r.message,
    failure: null,
    refresh: [['device'], ['devices-SWIPE'], ['devices-SPEAKER'], ['stock'], ...RETURNS_REFRESH],
    done: onClose,
  });
  const needs = (n: string) => (move.needs as readonly string[]).includes(n);
  const state = (s: string) => translate(`${T}.states.${s}`);
  return (
    <RemarksDialog
      open
      title={`${T}.move_title`}
      titleArgs={{ serial: device.deviceSerial, from: state(move.from), to: state(move.to) }}
      confirmLabel={`${T}.confirm_move`}
      remarks={false}
      busy={run.isPending}
      complete={moveReady(move, form, device.kind)}
      summary={moveSummary(device, move, form, translate)}
      onCancel={onClose}
      onConfirm={() => run.mutate()}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {needs('allocation') && <MerchantStoreFields value={form} onChange={set} />}
        {needs('shipment') && (
          <>
            <TextField
              required
              label={translate(`${T}.f.courier`)}
              value={form.courier}
              onChange={(e) => set({ courier: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <TextField
              required
              label={translate(`${T}.f.awb`)}
              helperText={translate(`${T}.awb_hint`)}
              value={form.awb}
              onChange={(e) => set({ awb: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
          </>
        )}
        {(needs('qcPass') || needs('qcFail')) && (
          <FormGroup>
            <FormLabel component="legend">{translate(`${T}.qc_checklist`)}</FormLabel>
            {QC_CHECKLIST[device.kind].map((item) => (
              <FormControlLabel
                key={item}
                label={translate(`${T}.qc.${item}`)}
                control={
                  <Checkbox
                    checked={form.checklist[item] === true}
                    onChange={(e) => set({ checklist: { ...form.checklist, [item]: e.target.checked } })}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {needs('reason') && (
          <RequiredField
            fullWidth
            multiline
            label={`${T}.f.reason`}
            value={form.reason}
            onChange={(e) => set({ reason: e.target.value })}
            maxLength={DEVICE_REASON_MAX}
          />
        )}
      </Stack>
    </RemarksDialog>
  );
}
