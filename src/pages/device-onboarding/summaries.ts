/**
 * Pure: what the onboarding and delivery dialogs restate before they are confirmed (src/common/decision-summary.ts),
 * from the records and the translator; unit-tested (tests/unit/src/pages/device-onboarding/summaries.test.ts).
 */
import { chargesAfterCoupon } from '../../../contract/devices/onboarding';
import type { Device } from '../../../dataProviders/merchant-support/devices';
import type { Shipment } from '../../../dataProviders/merchant-support/device-onboarding';
import type { SwipeCoupon, SwipePlan } from '../../../dataProviders/merchant-support/swipe-commercial';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr } from '../../format';

type Translate = (key: string, args?: Record<string, unknown>) => string;
const T = 'devices.onboarding';

/** An allocation: the device, merchant and store, the plan, the rent and fee after the coupon, the coupon. */
export function onboardSummary(
  t: Translate,
  device: Pick<Device, 'deviceSerial' | 'model'>,
  target: { merchantId: string; storeId: string },
  plan: SwipePlan | undefined,
  coupon: SwipeCoupon | undefined,
): DecisionSummary {
  const charges = plan ? chargesAfterCoupon(plan, coupon ?? null) : null;
  const none = t(`${T}.none`);
  return {
    subject: `${device.deviceSerial} (${device.model})`,
    facts: [
      [t(`${T}.f.merchant`), target.merchantId.trim() || none],
      [t(`${T}.f.store`), target.storeId.trim() || none],
      [t(`${T}.f.plan`), plan ? `${plan.name} (${plan.planCode})` : none],
      [t(`${T}.f.coupon`), coupon ? coupon.code : none],
    ],
    changes: [
      { label: t(`${T}.f.state`), before: t('devices.states.IN_STOCK'), after: t('devices.states.ALLOCATED') },
      {
        label: t(`${T}.f.rent`),
        before: plan ? formatInr(plan.monthlyRent) : none,
        after: charges ? formatInr(charges.monthlyRent) : none,
      },
      {
        label: t(`${T}.f.fee`),
        before: plan ? formatInr(plan.oneTimeFee) : none,
        after: charges ? formatInr(charges.oneTimeFee) : none,
      },
    ],
    changesLabel: `${T}.f.field`,
    afterLabel: `${T}.after_coupon`,
    next: t(coupon ? `${T}.next_coupon` : `${T}.next`, { coupon: coupon?.code ?? '' }),
  };
}

/** Where a shipment goes: merchant, store with its pincode, courier, AWB. */
const shipmentFacts = (t: Translate, s: Shipment, courier: string | null, awb: string | null) => {
  const none = t(`${T}.none`);
  return [
    [t(`${T}.f.merchant`), s.merchantId],
    [t(`${T}.f.store`), `${s.storeName ?? s.storeId} (${s.pincode ?? none})`],
    [t(`${T}.f.courier`), courier ?? none],
    [t(`${T}.f.awb`), awb ?? none],
  ] as const;
};

/** A courier assignment: the device and store, the courier and AWB, SHIPPED next. */
export function shipSummary(
  t: Translate,
  s: Shipment,
  courier: { code: string; name: string; slaDays: number } | undefined,
  awb: string,
): DecisionSummary {
  return {
    subject: `${s.deviceSerial} (${s.model})`,
    facts: shipmentFacts(t, s, courier ? `${courier.name} (${courier.code})` : null, awb.trim() || null),
    changes: [{ label: t(`${T}.f.state`), before: t('devices.states.ALLOCATED'), after: t('devices.states.SHIPPED') }],
    next: courier ? t(`${T}.ship_next`, { days: courier.slaDays }) : '',
  };
}

/** A delivery: the device, its courier and AWB, DELIVERED next. */
export function deliverSummary(t: Translate, s: Shipment): DecisionSummary {
  return {
    subject: `${s.deviceSerial} (${s.model})`,
    facts: shipmentFacts(t, s, s.courier, s.awb),
    changes: [{ label: t(`${T}.f.state`), before: t('devices.states.SHIPPED'), after: t('devices.states.DELIVERED') }],
    next: t(`${T}.deliver_next`),
  };
}
