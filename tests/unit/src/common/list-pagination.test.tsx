// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ListContextProvider, useList } from 'react-admin';
import { ListPagination } from '../../../../src/common/ListPagination';
import { pageItems } from '../../../../src/common/page-items';
import { renderInAdmin } from '../../helpers/admin-harness';

describe('pageItems (the page buttons)', () => {
  it('shows the first, last, current and neighbouring pages, with a gap for two or more left out', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});

/** 345 in-memory rows, paged as a list would page them. */
function Harness() {
  const list = useList({ data: Array.from({ length: 345 }, (_, i) => ({ id: i + 1 })), perPage: 20 });
  return (
    <ListContextProvider value={list}>
      <p data-testid="rows">{list.data?.map((r) => r.id).join(',')}</p>
      <ListPagination />
    </ListContextProvider>
  );
}

describe('ListPagination (spec §9: 20, 50, 100, 200 a page)', () => {
  it('says which rows show, moves between pages and changes the page size', async () => {
    renderInAdmin(<Harness />);
    expect(await screen.findByText('1–20 of 345')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Go to previous page' }).hasAttribute('disabled')).toBe(true);
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('button', { name: 'Go to page 18' })).toBeTruthy();

    fireEvent.click(within(pages).getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('21–40 of 345')).toBeTruthy();
    expect(screen.getByTestId('rows').textContent?.startsWith('21,22')).toBe(true);

    fireEvent.click(within(pages).getByRole('button', { name: 'Go to page 18' }));
    expect(await screen.findByText('341–345 of 345')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Go to next page' }).hasAttribute('disabled')).toBe(true);

    const size = screen.getByRole('combobox', { name: 'Rows per page:' });
    expect([...(size as HTMLSelectElement).options].map((o) => o.value)).toEqual(['20', '50', '100', '200']);
    fireEvent.change(size, { target: { value: '200' } });
    expect(await screen.findByText('1–200 of 345')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Go to page 2' })).toBeTruthy();
    expect(within(pages).queryByRole('button', { name: 'Go to page 3' })).toBeNull();
  });
});
