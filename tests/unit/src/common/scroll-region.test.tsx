// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ScrollRegion } from '../../../../src/common/ScrollRegion';
import { i18nProvider } from '../../../../src/i18n';

/** jsdom lays nothing out: the widths a browser would measure, and the resize callbacks it would make, set by hand. */
let resized: Array<() => void> = [];
let widths = { scroll: 0, client: 0 };
beforeEach(() => {
  resized = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.scroll);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.client);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const table = (label?: string, stickyFirstColumn = false) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ScrollRegion label={label} stickyFirstColumn={stickyFirstColumn}>
        <table>
          <tbody>
            <tr>
              <td>cell</td>
              <td>next</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
    </AdminContext>,
  );

describe('ScrollRegion: a wide table scrolls inside itself and the keyboard can reach it (issue 41 item 3)', () => {
  it('while everything fits, it is no region and no tab stop', () => {
    widths = { scroll: 800, client: 800 };
    table('UPI mandates');
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('[tabindex]')).toBeNull();
  });

  it('once its content is wider, it is a named region in the tab order, and leaves it when it fits again', () => {
    widths = { scroll: 800, client: 800 };
    table('UPI mandates');
    widths = { scroll: 1400, client: 800 };
    act(() => resized.forEach((callback) => callback()));
    const region = screen.getByRole('region', { name: 'UPI mandates' });
    expect(region.tabIndex).toBe(0);
    widths = { scroll: 800, client: 800 };
    act(() => resized.forEach((callback) => callback()));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('without a label of its own, it says what it is', () => {
    widths = { scroll: 1400, client: 800 };
    table();
    act(() => resized.forEach((callback) => callback()));
    expect(screen.getByRole('region', { name: 'Table, scroll sideways to see every column' })).toBeTruthy();
  });

  it('can keep the first column in view while the others scroll under it', () => {
    const { unmount } = table('Loans', true);
    expect(getComputedStyle(screen.getByText('cell')).position).toBe('sticky');
    expect(getComputedStyle(screen.getByText('next')).position).not.toBe('sticky');
    unmount();
    table('Loans');
    expect(getComputedStyle(screen.getByText('cell')).position).not.toBe('sticky');
  });

  it('on a react-admin list with a bulk-select checkbox first, keeps the column after it (the row’s name) in view', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ScrollRegion stickyFirstColumn>
          <table>
            <thead>
              <tr>
                <th className="MuiTableCell-paddingCheckbox">select all</th>
                <th>Merchant ID</th>
                <th>Name</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td className="MuiTableCell-paddingCheckbox">select</td>
                <td>M1001</td>
                <td>Asha Stores</td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      </AdminContext>,
    );
    for (const named of ['Merchant ID', 'M1001'])
      expect(getComputedStyle(screen.getByText(named)).position).toBe('sticky');
    for (const other of ['select all', 'select', 'Name', 'Asha Stores'])
      expect(getComputedStyle(screen.getByText(other)).position).not.toBe('sticky');
  });
});
