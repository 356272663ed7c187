import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Device } from '../../../dataProviders/merchant-support/devices';
import { onboardDevice } from '../../../dataProviders/merchant-support/device-onboarding';
import { listCoupons, listPlans } from '../../../dataProviders/merchant-support/swipe-commercial';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatInr } from '../../format';
import { MerchantStoreFields } from '../devices/MerchantStoreFields';
import { onboardSummary } from './summaries';

const T = 'devices.onboarding';

/**
 * An allocation's confirmation: the merchant and store, an active plan of the device's product and an optional active
 * coupon; then device, merchant, store, plan, rent and fee after the coupon restated. Sent once with an
 * Idempotency-Key at the version read; the server checks the store's pincode is serviceable and counts the coupon.
 */
export function OnboardDialog({ device, onClose }: { device: Device; onClose(): void }) {
  const translate = useTranslate();
  const plans = useQuery({ queryKey: ['swipe-plans'], queryFn: ({ signal }) => listPlans(signal) });
  const coupons = useQuery({ queryKey: ['swipe-coupons'], queryFn: ({ signal }) => listCoupons(signal) });
  const [form, setForm] = useState({ merchantId: '', storeId: '', planCode: '', couponCode: '' });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const offered = (plans.data ?? []).filter((p) => p.active && p.product === device.kind);
  const [now] = useState(() => Date.now());
  const usable = (coupons.data ?? []).filter((c) => c.status === 'ACTIVE' && c.validFrom <= now && c.validTo >= now);
  const plan = offered.find((p) => p.planCode === form.planCode);
  const coupon = usable.find((c) => c.code === form.couponCode);
  const run = useChangeMutation({
    call: (_: void, key) =>
      onboardDevice(
        {
          serial: device.deviceSerial,
          version: device.version,
          merchantId: form.merchantId.trim(),
          storeId: form.storeId.trim(),
          planCode: form.planCode,
          couponCode: form.couponCode || undefined,
        },
        key,
      ),
    success: (r) => r.message,
    failure: null,
    refresh: [
      ['onboarding-stock-SWIPE'],
      ['onboarding-stock-SPEAKER'],
      ['devices-SWIPE'],
      ['devices-SPEAKER'],
      ['stock'],
      ['shipments'],
      ['swipe-coupons'],
    ],
    done: onClose,
  });
  const complete = /^[0-9]{1,10}$/.test(form.merchantId.trim()) && /^[0-9]{1,20}$/.test(form.storeId.trim()) && !!plan;
  return (
    <RemarksDialog
      open
      title={`${T}.allocate_title`}
      titleArgs={{ serial: device.deviceSerial }}
      confirmLabel={`${T}.confirm_allocate`}
      remarks={false}
      busy={run.isPending}
      complete={complete}
      summary={onboardSummary(translate, device, form, plan, coupon)}
      onCancel={onClose}
      onConfirm={() => run.mutate()}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <MerchantStoreFields value={form} onChange={set} />
        <TextField
          select
          required
          label={translate(`${T}.f.plan`)}
          helperText={translate(`${T}.plan_hint`)}
          value={form.planCode}
          disabled={!plans.data}
          onChange={(e) => set({ planCode: e.target.value })}
        >
          {offered.map((p) => (
            <MenuItem key={p.planCode} value={p.planCode}>
              {`${p.name} (${p.planCode}): ${formatInr(p.monthlyRent)} / ${formatInr(p.oneTimeFee)}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={translate(`${T}.f.coupon`)}
          helperText={translate(`${T}.coupon_hint`)}
          value={form.couponCode}
          disabled={!coupons.data}
          onChange={(e) => set({ couponCode: e.target.value })}
        >
          <MenuItem value="">{translate(`${T}.no_coupon`)}</MenuItem>
          {usable.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.code}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </RemarksDialog>
  );
}
