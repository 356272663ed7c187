/**
 * The generic table's row selection (spec §2.5): a selection column with select-all, a cap on how many rows may be
 * selected and rows that cannot be. Pure, so ColumnTable and its tests share one rule.
 */
export type RowId = number | string;

export interface SelectionRules<Row> {
  /** At most this many rows selected (no cap when absent). */
  max?: number;
  /** A row that cannot be selected (its checkbox is disabled and select-all skips it). */
  isDisabled?: (row: Row) => boolean;
}

const selectable = <Row extends { id: RowId }>(rows: readonly Row[], rules: SelectionRules<Row>) =>
  rows.filter((r) => !rules.isDisabled?.(r));

/** Whether one more row may be added: below the cap. */
export const underCap = (selected: ReadonlySet<RowId>, max?: number) => max === undefined || selected.size < max;

/** The selection after ticking or unticking one row: disabled rows never change, a row beyond the cap is not added. */
export function toggleRow<Row extends { id: RowId }>(
  selected: ReadonlySet<RowId>,
  row: Row,
  rules: SelectionRules<Row> = {},
): ReadonlySet<RowId> {
  if (rules.isDisabled?.(row)) return selected;
  const next = new Set(selected);
  if (next.has(row.id)) next.delete(row.id);
  else if (underCap(selected, rules.max)) next.add(row.id);
  return next;
}

/** Select-all's state: checked when every selectable row (up to the cap) is selected, indeterminate when some are. */
export function selectAllState<Row extends { id: RowId }>(
  rows: readonly Row[],
  selected: ReadonlySet<RowId>,
  rules: SelectionRules<Row> = {},
): { checked: boolean; indeterminate: boolean; disabled: boolean } {
  const open = selectable(rows, rules);
  const chosen = open.filter((r) => selected.has(r.id)).length;
  const full = Math.min(open.length, rules.max ?? open.length);
  return { checked: full > 0 && chosen >= full, indeterminate: chosen > 0 && chosen < full, disabled: full === 0 };
}

/**
 * Select-all: when the page's selectable rows (up to the cap) are all selected, clears them; otherwise adds the
 * selectable rows in order until the cap. Disabled rows are never selected.
 */
export function toggleAll<Row extends { id: RowId }>(
  rows: readonly Row[],
  selected: ReadonlySet<RowId>,
  rules: SelectionRules<Row> = {},
): ReadonlySet<RowId> {
  const open = selectable(rows, rules);
  if (selectAllState(rows, selected, rules).checked) {
    const next = new Set(selected);
    for (const r of open) next.delete(r.id);
    return next;
  }
  const next = new Set(selected);
  for (const r of open) {
    if (!underCap(next, rules.max)) break;
    next.add(r.id);
  }
  return next;
}
