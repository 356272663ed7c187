import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  addWarehouse,
  editWarehouse,
  setWarehouseActive,
  type ManagedWarehouse,
} from '../../../dataProviders/merchant-support/warehouses';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { statusSummary, warehouseDraftComplete, warehouseSummary } from './warehouse-summary';

const T = 'delivery.warehouses';
export const WAREHOUSES_KEY = ['managed-warehouses'] as const;

type Draft = Record<'code' | 'name' | 'city' | 'pincode' | 'capacity', string>;
const blank: Draft = { code: '', name: '', city: '', pincode: '', capacity: '' };
const fieldsOf = (d: Draft) => ({
  name: d.name.trim(),
  city: d.city.trim(),
  pincode: d.pincode.trim(),
  capacity: Number(d.capacity.trim()),
});

/**
 * Add a warehouse (`warehouse` null) or edit one (name, city, pincode, capacity; its code stays). The change is
 * restated before it is sent, once, with an Idempotency-Key; a stale screen gets the server's 409.
 */
export function WarehouseDialog({ warehouse, onClose }: { warehouse: ManagedWarehouse | null; onClose(): void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<Draft>(() =>
    warehouse ? { ...warehouse, capacity: String(warehouse.capacity) } : blank,
  );
  const code = warehouse?.code ?? draft.code.trim().toUpperCase();
  const save = useChangeMutation({
    call: (d: Draft, key) =>
      warehouse ? editWarehouse(warehouse, fieldsOf(d), key) : addWarehouse({ code, ...fieldsOf(d) }, key),
    success: (w) => translate(warehouse ? `${T}.saved` : `${T}.added`, { code: w.code, name: w.name }),
    failure: null,
    refresh: [WAREHOUSES_KEY],
    done: onClose,
  });
  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const complete = warehouseDraftComplete({ ...draft, code });
  const field = (k: keyof Draft, max: number, extra: object = {}) => (
    <TextField
      label={translate(`${T}.field.${k}`)}
      value={draft[k]}
      onChange={set(k)}
      required
      slotProps={{ htmlInput: { maxLength: max } }}
      {...extra}
    />
  );
  return (
    <RemarksDialog
      open
      title={warehouse ? `${T}.edit_title` : `${T}.add_title`}
      titleArgs={{ code }}
      confirmLabel={warehouse ? 'ra.action.save' : `${T}.add`}
      remarks={false}
      busy={save.isPending}
      complete={complete}
      summary={complete ? warehouseSummary(translate, warehouse, { code, ...fieldsOf(draft) }) : undefined}
      onCancel={onClose}
      onConfirm={() => save.mutate(draft)}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {field('code', 10, { disabled: warehouse !== null, helperText: translate(`${T}.code_hint`) })}
        {field('name', 100)}
        {field('city', 60)}
        {field('pincode', 6, { inputMode: 'numeric' })}
        {field('capacity', 7, { inputMode: 'numeric', helperText: translate(`${T}.capacity_hint`) })}
      </Stack>
    </RemarksDialog>
  );
}

/** Deactivate (or activate again) a warehouse: what it holds restated; the server refuses one holding devices. */
export function WarehouseStatusDialog({ warehouse, onClose }: { warehouse: ManagedWarehouse; onClose(): void }) {
  const translate = useTranslate();
  const change = useChangeMutation({
    call: (_: void, key) => setWarehouseActive(warehouse, !warehouse.active, key),
    success: (w) => translate(w.active ? `${T}.activated` : `${T}.deactivated`, { code: w.code, name: w.name }),
    failure: null,
    refresh: [WAREHOUSES_KEY],
    done: onClose,
  });
  return (
    <RemarksDialog
      open
      title={warehouse.active ? `${T}.deactivate_title` : `${T}.activate_title`}
      titleArgs={{ code: warehouse.code }}
      confirmLabel={warehouse.active ? `${T}.deactivate` : `${T}.activate`}
      remarks={false}
      busy={change.isPending}
      summary={statusSummary(translate, warehouse)}
      onCancel={onClose}
      onConfirm={() => change.mutate()}
    />
  );
}
