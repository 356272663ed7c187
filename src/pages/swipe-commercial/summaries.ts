import type { BulkRejectAnswer } from '../../../contract/swipe-commercial/bulk-reject';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr } from '../../format';

type Translate = (key: string, args?: Record<string, unknown>) => string;

const S = 'swipeCommercial';

/** A percent rate as shown: two decimals and a % sign. */
export const percent = (rate: number): string => `${rate.toFixed(2)}%`;

/** Pure: an MDR change restated before it is raised: the merchant, the card, the rate now → proposed, who decides. */
export function mdrChangeSummary(
  t: Translate,
  d: { merchantId: string; cardNetwork: string; cardType: string; rate: number; next: number },
): DecisionSummary {
  return {
    subject: t(`${S}.mdr.subject`, { merchantId: d.merchantId }),
    facts: [
      [t(`${S}.mdr.merchant`), d.merchantId],
      [t(`${S}.mdr.network`), `${d.cardNetwork} ${d.cardType}`],
    ],
    changes: [{ label: t(`${S}.mdr.rate`), before: percent(d.rate), after: percent(d.next) }],
    next: t(`${S}.mdr.next`, { rate: d.rate.toFixed(2) }),
  };
}

/** Pure: a rental change restated: the merchant, the device, the monthly rent now → proposed, who decides. */
export function rentalChangeSummary(
  t: Translate,
  d: { merchantId: string; deviceSerial: string; product: string; rent: number; next: number },
): DecisionSummary {
  return {
    subject: t(`${S}.rental.subject`, { serial: d.deviceSerial }),
    facts: [
      [t(`${S}.rental.merchant`), d.merchantId],
      [t(`${S}.rental.product`), d.product],
    ],
    changes: [{ label: t(`${S}.rental.monthly_rent`), before: formatInr(d.rent), after: formatInr(d.next) }],
    next: t(`${S}.rental.next`, { rent: formatInr(d.rent) }),
  };
}

/** Pure: retiring a plan: its terms, Active → Retired, and that it is kept. */
export function planRetireSummary(
  t: Translate,
  p: { planCode: string; name: string; product: string; monthlyRent: number },
): DecisionSummary {
  return {
    subject: t(`${S}.plans.subject`, { code: p.planCode, name: p.name }),
    facts: [
      [t(`${S}.plans.product`), p.product],
      [t(`${S}.plans.monthly_rent`), formatInr(p.monthlyRent)],
    ],
    changes: [
      { label: t(`${S}.plans.status`), before: t(`${S}.plans.state.ACTIVE`), after: t(`${S}.plans.state.RETIRED`) },
    ],
    next: t(`${S}.plans.retire_next`),
  };
}

/** Pure: disabling a coupon: its discount and uses, Active → Disabled. */
export function couponDisableSummary(
  t: Translate,
  c: { code: string; discountType: string; discountValue: number; usedCount: number; maxUses: number },
): DecisionSummary {
  return {
    subject: t(`${S}.coupons.subject`, { code: c.code }),
    facts: [
      [t(`${S}.coupons.discount_value`), discountText(c)],
      [t(`${S}.coupons.used`), `${c.usedCount} / ${c.maxUses}`],
    ],
    changes: [
      {
        label: t(`${S}.coupons.status`),
        before: t(`${S}.coupons.state.ACTIVE`),
        after: t(`${S}.coupons.state.DISABLED`),
      },
    ],
    next: t(`${S}.coupons.disable_next`),
  };
}

/** Pure: a coupon's discount as read: "20%" or "₹100.00". */
export const discountText = (c: { discountType: string; discountValue: number }): string =>
  c.discountType === 'PERCENT' ? `${c.discountValue}%` : formatInr(c.discountValue);

/** Pure: the bulk reject restated from its dry run: the file, its rows, how many are rejected and skipped. */
export function bulkRejectSummary(t: Translate, a: BulkRejectAnswer): DecisionSummary {
  return {
    subject: t(`${S}.bulk.subject`, { name: a.fileName }),
    facts: [
      [t(`${S}.bulk.rows`), String(a.rows.length)],
      [t(`${S}.bulk.rejectable`), String(a.rejected)],
      [t(`${S}.bulk.skipped`), String(a.skipped)],
    ],
    next: t(`${S}.bulk.next`),
  };
}
