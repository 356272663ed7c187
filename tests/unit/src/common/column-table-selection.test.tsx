// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ColumnTable, TABLE_MAX_HEIGHT } from '../../../../src/common/ColumnTable';
import { selectAllState, toggleAll, toggleRow, type RowId } from '../../../../src/common/row-selection';
import { i18nProvider } from '../../../../src/i18n';

interface Row {
  id: number;
  name: string;
  locked: boolean;
}
const ROWS: Row[] = [
  { id: 1, name: 'one', locked: false },
  { id: 2, name: 'two', locked: true },
  { id: 3, name: 'three', locked: false },
  { id: 4, name: 'four', locked: false },
];
const rules = { max: 2, isDisabled: (r: Row) => r.locked };

describe('the generic table row selection (spec §2.5)', () => {
  it('never selects more than the cap, one by one or with select-all', () => {
    let s: ReadonlySet<RowId> = new Set();
    for (const r of ROWS) s = toggleRow(s, r, rules);
    expect([...s]).toEqual([1, 3]);
    expect([...toggleAll(ROWS, new Set(), rules)]).toEqual([1, 3]);
    expect(selectAllState(ROWS, new Set([1, 3]), rules)).toMatchObject({ checked: true, indeterminate: false });
  });

  it('never selects a disabled row, and select-all skips it', () => {
    expect(toggleRow(new Set(), ROWS[1]!, rules).size).toBe(0);
    expect([...toggleAll(ROWS, new Set(), { isDisabled: rules.isDisabled })]).toEqual([1, 3, 4]);
  });

  it('select-all clears the page once every selectable row is chosen', () => {
    const all = toggleAll(ROWS, new Set(), { isDisabled: rules.isDisabled });
    expect(toggleAll(ROWS, all, { isDisabled: rules.isDisabled }).size).toBe(0);
    expect(selectAllState(ROWS, new Set([1]), { isDisabled: rules.isDisabled }).indeterminate).toBe(true);
  });
});

function Harness() {
  const [selected, setSelected] = useState<ReadonlySet<RowId>>(new Set());
  return (
    <ColumnTable
      label="empty.no_record"
      rows={ROWS}
      columns={[{ label: 'empty.retry', render: (r: Row) => r.name }]}
      fixedHeader
      selection={{ selected, onChange: setSelected, ...rules }}
    />
  );
}

describe('ColumnTable with a selection column and a fixed header', () => {
  it('disables locked rows, stops at the cap and keeps the header fixed in 500 px', () => {
    const { container } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <Harness />
      </AdminContext>,
    );
    const box = (id: number) => screen.getByRole('checkbox', { name: `Select row ${id}` }) as HTMLInputElement;
    expect(box(2).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect([box(1).checked, box(3).checked, box(4).checked]).toEqual([true, true, false]);
    expect(box(4).disabled).toBe(true);
    fireEvent.click(box(1));
    expect(box(1).checked).toBe(false);
    expect(box(4).disabled).toBe(false);
    expect(TABLE_MAX_HEIGHT).toBe(500);
    expect(container.querySelector('.MuiTableContainer-root')).not.toBeNull();
    expect(container.querySelector('.MuiTable-stickyHeader')).not.toBeNull();
  });
});
