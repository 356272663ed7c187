// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SxProps } from '@mui/material';
import { DataTable, ListContextProvider, useList, useRecordContext, type RaRecord } from 'react-admin';
import { LIGHT_CELL, LightTableBody } from '../../../../src/common/LightTableBody';
import { YesNoIcon } from '../../../../src/common/YesNoIcon';
import { renderInAdmin } from '../../helpers/admin-harness';

const ROWS = [
  { id: 1, email: 'a@example.com', amount: 1200, owner: { name: 'Asha' } },
  { id: 2, email: 'b@example.com', amount: null, owner: { name: 'Bala' } },
];

function Amount() {
  const record = useRecordContext<(typeof ROWS)[number]>();
  return <strong>{record?.amount ?? '—'}</strong>;
}

/** The main lists' table: react-admin's DataTable with the light body, as PayoutList and ResourceTable use it. */
function LightTable({
  rows = ROWS,
  label = 'Payments',
  rowSx,
  children,
}: {
  rows?: RaRecord[];
  label?: string;
  rowSx?: (record: RaRecord) => SxProps;
  children: ReactNode;
}) {
  const list = useList({ data: rows, perPage: 20, resource: 'payments' });
  return (
    <ListContextProvider value={list}>
      <DataTable
        resource="payments"
        rowClick={false}
        bulkActionButtons={false}
        body={LightTableBody}
        rowSx={rowSx}
        aria-label={label}
      >
        {children}
      </DataTable>
    </ListContextProvider>
  );
}

function Harness() {
  return (
    <LightTable>
      <DataTable.Col source="email" label="E-mail" cellSx={() => ({ whiteSpace: 'nowrap' })} />
      <DataTable.Col source="owner.name" label="Owner" cellClassName={LIGHT_CELL.wrapAnywhere} />
      <DataTable.Col label="Amount">
        <Amount />
      </DataTable.Col>
      <DataTable.Col label="Twice" render={(r) => `${Number(r.amount ?? 0) * 2}`} />
    </LightTable>
  );
}

describe('LightTableBody (the main lists and 360 tabs)', () => {
  it('draws each row from the columns: source text (nested too), children in the row record, render, and cellSx', async () => {
    renderInAdmin(<Harness />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    const rows = within(table).getAllByRole('row').slice(1); // the header row first
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(first)).toEqual(['a@example.com', 'Asha', '1200', '2400']);
    expect(cells(second)).toEqual(['b@example.com', 'Bala', '—', '0']);
    // The column with cellSx gets its style; the others stay plain cells with the DataTable's classes.
    const [emailCell, ownerCell] = within(first).getAllByRole('cell') as [HTMLElement, HTMLElement];
    expect(getComputedStyle(emailCell).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(ownerCell).whiteSpace).not.toBe('nowrap');
    // A column naming one of the body's cell styles gets it without a style of its own.
    expect(getComputedStyle(ownerCell).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(emailCell).overflowWrap).not.toBe('anywhere');
    expect(ownerCell.className).toContain('RaDataTable-rowCell');
    expect(ownerCell.className).toContain('column-owner.name');
  });

  it('a yes/no column reads "Yes" or "No" (the icon names itself) without a tooltip of its own', async () => {
    const rows = [
      { id: 1, locked: true },
      { id: 2, locked: false },
    ];
    renderInAdmin(
      <LightTable rows={rows} label="Users">
        <DataTable.Col source="locked" label="Locked" render={(r) => <YesNoIcon value={Boolean(r.locked)} />} />
      </LightTable>,
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    const [, yes, no] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(yes).getByRole('img', { name: 'Yes' })).toBeTruthy();
    expect(within(no).getByRole('img', { name: 'No' })).toBeTruthy();
    expect(document.querySelector('.MuiTooltip-popper, [aria-describedby]')).toBeNull();
  });

  it("styles only the rows the DataTable's rowSx returns a style for (the selected case)", async () => {
    renderInAdmin(
      <LightTable rowSx={(r) => (r.id === 2 ? { backgroundColor: 'rgb(1, 2, 3)' } : {})}>
        <DataTable.Col source="email" label="E-mail" />
      </LightTable>,
    );
    const table = await screen.findByRole('table', { name: 'Payments' });
    const [, first, second] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(getComputedStyle(second).backgroundColor).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(first).backgroundColor).not.toBe('rgb(1, 2, 3)');
    expect(second.className).toContain('RaDataTable-row');
  });
});
