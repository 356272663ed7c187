/**
 * Pure: what the warehouse dialogs restate before they are confirmed (src/common/decision-summary.ts); unit-tested
 * (tests/unit/src/pages/warehouses/warehouse-summary.test.ts).
 */
import type { WarehouseFields } from '../../../contract/warehouses/rules';
import type { ManagedWarehouse } from '../../../dataProviders/merchant-support/warehouses';
import type { DecisionSummary } from '../../common/decision-summary';

type Translate = (key: string, args?: Record<string, unknown>) => string;
const T = 'delivery.warehouses';
const count = (n: number) => n.toLocaleString('en-IN');

/** Pure: whether a draft may be sent (the server checks the same again). */
export const warehouseDraftComplete = (d: { code: string } & Record<keyof WarehouseFields, string>): boolean =>
  /^WH-[A-Z0-9]{2,7}$/.test(d.code.trim().toUpperCase()) &&
  d.name.trim().length > 0 &&
  d.city.trim().length > 0 &&
  /^[1-9][0-9]{5}$/.test(d.pincode.trim()) &&
  /^[1-9][0-9]{0,6}$/.test(d.capacity.trim());

/** A warehouse added or edited: each field before and after (only those that change). */
export function warehouseSummary(
  t: Translate,
  before: ManagedWarehouse | null,
  after: WarehouseFields & { code: string },
): DecisionSummary {
  const none = t(`${T}.none`);
  const rows = [
    ['name', before?.name ?? none, after.name],
    ['city', before?.city ?? none, after.city],
    ['pincode', before?.pincode ?? none, after.pincode],
    ['capacity', before ? count(before.capacity) : none, count(after.capacity)],
  ] as const;
  return {
    subject: after.code,
    facts: before ? [[t(`${T}.field.held`), count(before.held)]] : [],
    changes: rows
      .filter(([, b, a]) => b !== a)
      .map(([field, b, a]) => ({ label: t(`${T}.field.${field}`), before: b, after: a })),
    next: t(before ? `${T}.edit_next` : `${T}.add_next`),
  };
}

/** A warehouse (de)activated: what it holds, its status before and after, and what follows. */
export function statusSummary(t: Translate, w: ManagedWarehouse): DecisionSummary {
  const status = (active: boolean) => t(`${T}.${active ? 'active' : 'inactive'}`);
  return {
    subject: `${w.code} · ${w.name}`,
    facts: [
      [t(`${T}.field.city`), `${w.city} ${w.pincode}`],
      [t(`${T}.field.held`), count(w.held)],
    ],
    changes: [{ label: t(`${T}.field.active`), before: status(w.active), after: status(!w.active) }],
    next: t(w.active ? `${T}.deactivate_next` : `${T}.activate_next`),
  };
}
