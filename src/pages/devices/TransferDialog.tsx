import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEVICE_MODELS, type DeviceKind } from '../../../contract/devices/lifecycle';
import { DEVICE_REASON_MAX } from '../../../contract/devices/rules';
import {
  transferStock,
  type StockRow,
  type TransferInput,
  type Warehouse,
} from '../../../dataProviders/merchant-support/devices';
import { RemarksDialog } from '../../common/RemarksDialog';
import { RequiredField } from '../../common/RequiredField';
import { useChangeMutation } from '../../common/useChangeMutation';
import { transferReady, transferSummary } from './move-form';
import { inStockAt } from './stock-table';

const T = 'devices';

/**
 * A transfer of N IN_STOCK devices of a model from one warehouse to another: the model, the two warehouses, how many
 * (at most what is in stock there) and why, restated with the stock on each side before → after; sent once.
 */
export function TransferDialog({
  kind,
  stock,
  warehouses,
  onClose,
}: {
  kind: DeviceKind;
  stock: readonly StockRow[];
  warehouses: readonly Warehouse[];
  onClose(): void;
}) {
  const translate = useTranslate();
  const [t, setT] = useState<TransferInput>({
    kind,
    model: DEVICE_MODELS[kind][0]!,
    from: '',
    to: '',
    count: 1,
    reason: '',
  });
  const set = (patch: Partial<TransferInput>) => setT((v) => ({ ...v, ...patch }));
  const available = t.from ? inStockAt(stock, t.from, t.model) : 0;
  const run = useChangeMutation({
    call: (_: void, key) => transferStock({ ...t, reason: t.reason.trim() }, key),
    success: (r) => r.message,
    failure: null,
    refresh: [['stock'], ['devices-SWIPE'], ['devices-SPEAKER']],
    done: onClose,
  });
  const select = (field: 'from' | 'to', label: string) => (
    <TextField
      select
      required
      label={translate(label)}
      value={t[field]}
      onChange={(e) => set({ [field]: e.target.value })}
    >
      {warehouses.map((w) => (
        <MenuItem key={w.code} value={w.code}>
          {`${w.code} · ${w.city}`}
        </MenuItem>
      ))}
    </TextField>
  );
  const ready = transferReady(t, available);
  return (
    <RemarksDialog
      open
      title={`${T}.transfer_title`}
      confirmLabel={`${T}.transfer`}
      remarks={false}
      busy={run.isPending}
      complete={ready}
      summary={
        ready ? transferSummary(t, { from: available, to: inStockAt(stock, t.to, t.model) }, translate) : undefined
      }
      onCancel={onClose}
      onConfirm={() => run.mutate()}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          select
          required
          label={translate(`${T}.f.model`)}
          value={t.model}
          onChange={(e) => set({ model: e.target.value })}
        >
          {DEVICE_MODELS[kind].map((m) => (
            <MenuItem key={m} value={m}>
              {m}
            </MenuItem>
          ))}
        </TextField>
        {select('from', `${T}.f.from`)}
        {select('to', `${T}.f.to`)}
        <TextField
          required
          type="number"
          label={translate(`${T}.f.count`)}
          helperText={t.from ? translate(`${T}.available`, { count: available }) : undefined}
          value={Number.isNaN(t.count) ? '' : t.count}
          onChange={(e) => set({ count: Number.parseInt(e.target.value, 10) })}
          slotProps={{ htmlInput: { min: 1, max: Math.min(500, available), step: 1 } }}
        />
        <RequiredField
          fullWidth
          multiline
          label={`${T}.f.reason`}
          value={t.reason}
          onChange={(e) => set({ reason: e.target.value })}
          maxLength={DEVICE_REASON_MAX}
        />
      </Stack>
    </RemarksDialog>
  );
}
