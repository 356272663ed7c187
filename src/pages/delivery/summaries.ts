/**
 * Pure: what each delivery dialog restates before it is confirmed (src/common/decision-summary.ts), from the record
 * and the translator; unit-tested (tests/unit/src/pages/delivery/summaries.test.ts).
 */
import type { CardApplication, CardDelivery, DeliveryPartner } from '../../../dataProviders/delivery/delivery';
import type { CardDeliveryState } from '../../../contract/delivery/rules';
import type { DecisionSummary } from '../../common/decision-summary';
import { formatInr } from '../../format';

type Translate = (key: string, args?: Record<string, unknown>) => string;
const T = 'delivery';

/** A card delivery's move: which card, to whom, by which courier, the state before and after, and what follows. */
export function moveSummary(t: Translate, d: CardDelivery, to: CardDeliveryState | '', awb: string): DecisionSummary {
  const awbAfter = to === 'DISPATCHED' && awb.trim() ? awb.trim() : (d.awb ?? t(`${T}.none`));
  return {
    subject: d.reference,
    facts: [
      [t(`${T}.cards.field.merchant`), d.merchantId],
      [t(`${T}.cards.field.card_type`), t(`${T}.merchant_card.type.${d.cardType}`)],
      [t(`${T}.cards.field.courier`), `${d.partnerName} (${d.partnerCode})`],
      [t(`${T}.cards.field.address`), `${d.address}, ${d.pincode}`],
    ],
    changes: [
      {
        label: t(`${T}.cards.field.status`),
        before: t(`${T}.status.${d.status}`),
        after: to ? t(`${T}.status.${to}`) : '…',
      },
      ...(to === 'DISPATCHED'
        ? [{ label: t(`${T}.cards.field.awb`), before: d.awb ?? t(`${T}.none`), after: awbAfter }]
        : []),
    ],
    next: to ? t(`${T}.cards.next.${to}`, { courier: d.partnerName }) : '',
  };
}

/** A partner added or edited: its fields before and after; deactivating says what stops. */
export function partnerSummary(
  t: Translate,
  before: DeliveryPartner | null,
  after: { code: string; name: string; contact: string; active: boolean },
): DecisionSummary {
  const yes = (v: boolean) => t(`${T}.${v ? 'yes' : 'no'}`);
  const none = t(`${T}.none`);
  const rows = [
    ['name', before?.name ?? none, after.name],
    ['contact', before?.contact ?? none, after.contact],
    ['active', before ? yes(before.active) : none, yes(after.active)],
  ] as const;
  return {
    subject: after.code,
    facts: before ? [[t(`${T}.partners.field.pincodes`), String(before.pincodes)]] : [],
    changes: rows
      .filter(([, b, a]) => b !== a)
      .map(([field, b, a]) => ({ label: t(`${T}.partners.field.${field}`), before: b, after: a })),
    next: t(
      before === null
        ? `${T}.partners.add_next`
        : before.active && !after.active
          ? `${T}.partners.deactivate_next`
          : `${T}.partners.edit_next`,
    ),
  };
}

/** An application decided: whose card, what kind and how much credit, what the decision leads to. */
export function decisionSummary(t: Translate, a: CardApplication, approve: boolean): DecisionSummary {
  const M = `${T}.merchant_card`;
  const type = t(`${M}.type.${a.cardType}`);
  const limit = a.creditLimit === null ? '' : t(`${M}.limit_suffix`, { limit: formatInr(a.creditLimit) });
  return {
    subject: a.reference,
    facts: [
      [t(`${M}.field.merchant`), a.merchantId],
      [t(`${M}.field.card_type`), type],
      ...(a.creditLimit === null ? [] : [[t(`${M}.field.credit_limit`), formatInr(a.creditLimit)] as const]),
      [t(`${M}.field.applied_by`), a.appliedBy],
      [t(`${M}.field.remarks`), a.remarks],
    ],
    changes: [
      {
        label: t(`${M}.field.status`),
        before: t(`${T}.status.${a.status}`),
        after: t(`${T}.status.${approve ? 'APPROVED' : 'REJECTED'}`),
      },
    ],
    next: approve ? t(`${M}.approve_next`, { type: type.toLowerCase(), limit }) : t(`${M}.reject_next`),
  };
}
